import type { marketing as it } from '../marketing';
import type { Translation } from '../translation';

export const marketing = {
  documentTitle: 'Barber System pour votre salon',
  hero: {
    eyebrow: 'Pour les salons et barbiers en Suisse',
    title: 'Réservations, paiements et clients dans une seule app',
    text:
      'Le système que notre salon utilise chaque jour : un agenda sans chevauchements, les paiements par carte, ' +
      'TWINT ou en espèces, une boutique, une liste d’attente et des rappels automatiques. En français, en francs, ' +
      'sur le téléphone de vos clients comme une app.',
    requestDemo: 'Demander une démo',
    liveDemo: 'Essayer la démo en direct',
    liveDemoHint: 'Ouvre le site de réservation de notre salon : c’est le système que vous recevrez.',
  },
  nav: {
    label: 'Sections de la page',
    features: 'Fonctionnalités',
    benefits: 'Avantages',
    roi: 'Rentabilité',
    testimonials: 'Témoignages',
    pricing: 'Prix',
  },
  tabs: {
    label: 'Découvrir le système',
    features: 'Fonctionnalités',
    benefits: 'Avantages',
    roi: 'Rentabilité',
    pricing: 'Devis',
  },
  features: {
    title: 'Trois espaces, un seul système',
    intro:
      'Chacun voit ce dont il a besoin : le patron gère le salon, les barbiers leur agenda, les clients réservent eux-mêmes.',
    panels: [
      {
        title: 'Espace administrateur',
        subtitle: 'Pour le patron du salon',
        items: [
          'Agenda de tout le salon par jour et par semaine, avec déplacement des rendez-vous',
          'Barbiers, horaires de travail, pauses, vacances et absences',
          'Prestations avec durée et prix en CHF',
          'Paiements par carte, TWINT et en espèces, remboursements et quittances',
          'Boutique : produits, stock, commandes à retirer au salon',
          'Liste d’attente, statistiques du chiffre d’affaires et des rendez-vous, réglage des rappels',
        ],
      },
      {
        title: 'Espace barbier',
        subtitle: 'Pour chaque collaborateur',
        items: [
          'Son propre agenda du jour, toujours à jour en temps réel',
          'Confirmer, terminer ou annuler un rendez-vous d’un geste',
          'Horaires de travail, pauses et vacances gérés en autonomie',
          'Les clients touchés par un changement d’horaire sont avertis par e-mail',
          'Statistiques personnelles : rendez-vous et chiffre d’affaires du mois',
        ],
      },
      {
        title: 'Espace client',
        subtitle: 'Pour ceux qui réservent',
        items: [
          'Réservation en ligne 24 heures sur 24, même sans compte',
          'Seulement des horaires vraiment libres : deux clients ne peuvent pas prendre la même place',
          'Paiement en ligne par carte ou TWINT, ou au salon',
          'Lien personnel pour déplacer ou annuler le rendez-vous',
          'Liste d’attente : si une place se libère, l’offre arrive par e-mail et SMS',
          'Boutique avec retrait au salon, assistant virtuel et app installable sur le téléphone',
        ],
      },
    ],
    gridTitle: 'Tout ce qu’il faut, déjà prêt',
    grid: [
      { title: 'Agenda', text: 'Vue du jour et de la semaine pour tout le salon ou pour chaque barbier.' },
      {
        title: 'Aucun chevauchement',
        text: 'La base de données refuse deux réservations sur la même place, même si elles arrivent au même instant.',
      },
      { title: 'Carte, TWINT, espèces', text: 'Paiements en ligne sécurisés ou au salon, avec quittances et remboursements.' },
      {
        title: 'Boutique',
        text: 'Vendez des produits pour cheveux et barbe avec retrait au salon et alerte de stock bas.',
      },
      {
        title: 'Liste d’attente',
        text: 'La place libérée par une annulation est proposée automatiquement à ceux qui attendent.',
      },
      {
        title: 'Notifications',
        text: 'Confirmations, rappels par e-mail 24 heures avant et par SMS 2 heures avant, avis de modification.',
      },
      {
        title: 'Statistiques',
        text: 'Chiffre d’affaires, rendez-vous, prestations les plus demandées et évolution par rapport au mois précédent.',
      },
      {
        title: 'Assistant virtuel',
        text: 'Un chatbot répond en français sur les horaires, les prix et les réservations, même la nuit.',
      },
    ],
  },
  benefits: {
    title: 'Pourquoi c’est rentable',
    intro:
      'Moins de temps au téléphone, moins de places vides, plus de recettes : le salon travaille même quand il est fermé.',
    items: [
      {
        title: 'Moins d’appels',
        text: 'Les clients réservent eux-mêmes, à toute heure : vous coupez, le téléphone reste muet.',
      },
      {
        title: 'Moins d’absences',
        text: 'Les rappels automatiques rappellent le rendez-vous ; qui ne peut pas venir le déplace d’un clic.',
      },
      {
        title: 'Places vides remplies',
        text: 'La liste d’attente propose tout de suite la place libérée, sans que vous ayez à appeler qui que ce soit.',
      },
      {
        title: 'Encaissement assuré',
        text: 'Avec le paiement en ligne à l’avance, le rendez-vous est déjà payé quand le client arrive.',
      },
      {
        title: 'Ventes en plus',
        text: 'La boutique propose vos produits à ceux qui réservent : le retrait se fait au salon.',
      },
      {
        title: 'Données en ordre',
        text: 'Politique de confidentialité, consentement aux cookies, exportation et effacement des données selon la nLPD.',
      },
    ],
  },
  roi: {
    title: 'Calculez votre rentabilité',
    intro:
      'Saisissez les chiffres de votre salon : le calcul montre ce que les absences vous coûtent aujourd’hui et ce que vous pouvez récupérer.',
    appointments: 'Rendez-vous par semaine',
    price: 'Prix moyen (CHF)',
    noShow: 'Absences sans prévenir (%)',
    phoneMinutes: 'Minutes au téléphone par réservation',
    results: 'Résultat par mois',
    lostToday: 'Perdu aujourd’hui à cause des absences',
    recovered: 'Récupéré grâce aux rappels et à la liste d’attente',
    hoursSaved: 'Heures de téléphone économisées',
    hours: (h: number) => `${h} heures`,
    planCost: (plan: string) => `Coût de la formule ${plan}`,
    net: 'Gain net par mois',
    assumption:
      'Hypothèses du calcul : un mois de 4,33 semaines ; les rappels et la liste d’attente récupèrent la moitié des rendez-vous perdus. ' +
      'Les résultats sont une estimation, pas une promesse.',
    invalid: 'Saisissez des nombres valables (zéro ou plus).',
  },
  testimonials: {
    title: 'Ce qu’en disent les salons',
    items: [
      {
        name: 'Marco B.',
        initials: 'MB',
        role: 'Barbier, Lugano',
        text: 'Avant, je passais mes pauses au téléphone. Maintenant, les réservations arrivent toutes seules et le samedi est toujours plein.',
      },
      {
        name: 'Sara C.',
        initials: 'SC',
        role: 'Patronne de salon, Bellinzone',
        text: 'Avec les rappels, les rendez-vous manqués ont presque disparu, et les clients aiment beaucoup TWINT.',
      },
      {
        name: 'Luca R.',
        initials: 'LR',
        role: 'Barbershop avec trois collaborateurs, Locarno',
        text: 'Chaque barbier voit son agenda sur son téléphone et moi, je vois tout le salon. Fini les doubles réservations.',
      },
    ],
  },
  pricing: {
    title: 'Des prix clairs, sans surprises',
    intro:
      'Un abonnement mensuel en francs, résiliable chaque mois. Pour des besoins particuliers, nous vous préparons un devis.',
    perMonth: '/mois',
    recommended: 'Recommandé',
    included: 'Inclus',
    notIncluded: 'Non inclus',
    limits: (appointments: number | null, barbers: number) =>
      `${appointments === null ? 'Rendez-vous illimités' : `${appointments} rendez-vous par mois`} · jusqu’à ${barbers} barbiers`,
    choose: 'Demander une démo',
    custom: 'Besoin d’autre chose ? Demandez un devis sur mesure',
    loading: 'Chargement des formules…',
    failed: 'Impossible de charger les prix. Réessayez plus tard.',
    retry: 'Réessayer',
  },
  cta: {
    title: 'Vous voulez le voir pour votre salon ?',
    text: 'Nous vous montrons le système en 30 minutes, avec vos prestations et vos horaires.',
  },
  demo: {
    title: 'Demander une démo',
    intro: 'Laissez-nous vos coordonnées : nous vous contactons dans les deux jours ouvrables.',
    close: 'Fermer',
    name: 'Prénom et nom',
    email: 'E-mail',
    phone: 'Téléphone',
    salonName: 'Nom du salon',
    message: 'Message (facultatif)',
    messagePlaceholder: 'Combien de barbiers êtes-vous ? Que souhaitez-vous voir dans la démo ?',
    privacyBefore: 'J’ai lu et j’accepte la ',
    privacyLink: 'politique de confidentialité',
    privacyAfter: '.',
    cancel: 'Annuler',
    submit: 'Envoyer la demande',
    sending: 'Envoi en cours…',
    successTitle: 'Demande envoyée !',
    successText: 'Merci ! Nous vous contacterons bientôt pour fixer la démo.',
    failure: 'Impossible d’envoyer la demande. Réessayez dans un instant.',
    honeypot: 'Laissez ce champ vide',
  },
  footer: {
    home: 'Retour au site du salon',
  },
} as const satisfies Translation<typeof it>;
