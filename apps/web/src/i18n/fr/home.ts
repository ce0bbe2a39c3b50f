import type { homeTexts as it } from '../home';
import type { Translation } from '../translation';

export const homeTexts = {
  hero: {
    videoLabel: "Vidéo décorative du salon",
    pauseVideo: "Mettre la vidéo en pause",
    playVideo: "Lire la vidéo",
    scrollDown: "Découvrir les prestations",
    hoursBar: "Lundi–samedi",
  },
  sections: {
    dualService: "Comment souhaitez-vous venir ?",
    services: "Nos prestations",
    servicesIntro: "Coupes, barbe et finitions soignées à la main. Touchez une prestation pour les détails.",
  },
  dual: {
    withTitle: "Sur rendez-vous",
    withText: "Choisissez le barbier, la prestation et l’heure : votre place est garantie, sans attente.",
    withButton: "Prendre rendez-vous",
    withoutTitle: "Sans rendez-vous",
    withoutText: "Passez quand vous voulez et prenez votre place dans la file depuis votre téléphone.",
    withoutButton: "Bientôt",
    soon: "Bientôt disponible",
  },
  services: [
    {
      key: 'cut-shampoo',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Taglio + Shampoo",
      summary: "Coupe sur mesure, shampoing et coiffage.",
    },
    {
      key: 'beard',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Barba Modellata",
      summary: "Finitions et forme avec serviette chaude.",
    },
    {
      key: 'cut-beard',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Taglio + Barba",
      summary: "La prestation complète, cheveux et barbe.",
    },
    {
      key: 'child',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Taglio Bambino",
      summary: "Pour les plus petits, jusqu’à 10 ans.",
    },
    {
      key: 'hair-tattoo',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Hair Tattoo",
      summary: "Motifs rasés, simples ou élaborés.",
    },
    {
      key: 'eyebrows',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Sopracciglia con Lama",
      summary: "Un regard net et précis.",
    },
  ],
  serviceOpen: (name: string) => `Détails : ${name}`,
} as const satisfies Translation<typeof it>;
