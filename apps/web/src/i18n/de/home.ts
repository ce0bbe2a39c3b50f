import type { homeTexts as it } from '../home';
import type { Translation } from '../translation';

export const homeTexts = {
  hero: {
    videoLabel: "Dekoratives Video des Salons",
    pauseVideo: "Video anhalten",
    playVideo: "Video abspielen",
    scrollDown: "Leistungen entdecken",
    hoursBar: "Montag–Samstag",
  },
  sections: {
    dualService: "Wie möchten Sie zu uns kommen?",
    services: "Unsere Leistungen",
    servicesIntro: "Haarschnitt, Bart und Details, von Hand gepflegt. Tippen Sie auf eine Leistung für mehr Informationen.",
  },
  dual: {
    withTitle: "Mit Termin",
    withText: "Wählen Sie Coiffeur, Leistung und Uhrzeit: Ihr Platz ist reserviert, ohne Wartezeit.",
    withButton: "Termin buchen",
    withoutTitle: "Ohne Termin",
    withoutText: "Kommen Sie vorbei, wann Sie möchten, und reihen Sie sich per Handy in die Warteschlange ein.",
    withoutButton: "Demnächst",
    soon: "Bald verfügbar",
  },
  services: [
    {
      key: 'cut-shampoo',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Taglio + Shampoo",
      summary: "Massgeschneiderter Schnitt, Haarwäsche und Styling.",
    },
    {
      key: 'beard',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Barba Modellata",
      summary: "Konturen und Form mit warmem Tuch.",
    },
    {
      key: 'cut-beard',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Taglio + Barba",
      summary: "Das Komplettpaket für Kopf und Bart.",
    },
    {
      key: 'child',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Taglio Bambino",
      summary: "Für die Kleinen, bis 10 Jahre.",
    },
    {
      key: 'hair-tattoo',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Hair Tattoo",
      summary: "Rasierte Motive, schlicht oder aufwendig.",
    },
    {
      key: 'eyebrows',
      // The shop's name for the service: the price list is read by it (the shop's own content, issue 28 item 5).
      name: "Sopracciglia con Lama",
      summary: "Präzise Augenbrauen für einen klaren Blick.",
    },
  ],
  serviceOpen: (name: string) => `Details: ${name}`,
} as const satisfies Translation<typeof it>;
