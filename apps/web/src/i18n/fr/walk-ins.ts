import type { walkIns as it } from '../walk-ins';
import type { Translation } from '../translation';

export const walkIns = {
  title: 'Sans rendez-vous',
  intro: 'Prenez place dans la file : nous vous indiquons l’attente et vous envoyons un SMS quand c’est votre tour.',
  closed: 'La file sans rendez-vous n’est pas ouverte aujourd’hui. Vous pouvez prendre rendez-vous.',
  book: 'Prendre rendez-vous',
  loading: 'Chargement de la file…',
  loadError: 'Impossible de charger la file',
  retry: 'Réessayer',
  form: {
    title: 'Prendre place dans la file',
    firstName: 'Prénom',
    phone: 'Téléphone',
    phoneHint: 'Uniquement pour le SMS « c’est votre tour ».',
    service: 'Prestation',
    servicePlaceholder: 'Choisir une prestation',
    barber: 'Barbier',
    anyBarber: 'Le premier libre',
    submit: 'Me mettre dans la file',
    staffSubmit: 'Ajouter à la file',
    sending: 'Envoi en cours…',
    failed: 'Impossible de rejoindre la file. Réessayez.',
  },
  ticket: {
    title: 'Votre place dans la file',
    position: 'Position',
    wait: 'Attente estimée',
    waitValue: (minutes: number) => (minutes === 0 ? 'C’est bientôt à vous' : `environ ${minutes} min`),
    noRoom: 'Nous ne pourrons pas vous servir aujourd’hui : renseignez-vous au salon',
    called: 'C’est votre tour ! Venez au fauteuil',
    calledBy: (barber: string) => `C’est votre tour ! Venez au fauteuil de ${barber}`,
    inService: 'Vous êtes au fauteuil : bonne coupe !',
    done: 'Merci de votre visite, à bientôt !',
    noShow: 'Nous vous avons appelé, mais vous n’étiez pas là. Vous pouvez reprendre place dans la file.',
    again: 'Reprendre place dans la file',
    home: 'Retour à l’accueil',
    live: 'La page se met à jour toute seule.',
    notFound: 'Cette place dans la file n’existe pas (ou plus).',
  },
  screen: {
    title: 'File sans rendez-vous',
    inService: 'Au fauteuil',
    next: 'En attente',
    empty: 'Personne dans la file : installez-vous !',
    wait: (minutes: number) => (minutes === 0 ? 'tout de suite' : `environ ${minutes} min`),
    noneInService: 'Fauteuils libres',
    join: 'Scannez le code QR sur la porte pour prendre place dans la file',
  },
  status: {
    waiting: 'En attente',
    called: 'Appelé',
    in_service: 'Au fauteuil',
    done: 'Terminé',
    no_show: 'Absent',
  },
  panel: {
    tab: 'File',
    title: 'File sans rendez-vous',
    empty: 'Personne dans la file.',
    closed: 'La file sans rendez-vous est fermée : l’administrateur l’ouvre dans les paramètres.',
    callNext: 'Appeler le suivant',
    start: 'Commencer',
    done: 'Terminé',
    noShow: 'Absent',
    add: 'Ajouter un client',
    position: (n: number) => (n === 1 ? '1er' : `${n}e`),
    wait: (minutes: number | null) =>
      minutes === null
        ? 'plus de place aujourd’hui'
        : minutes === 0
          ? 'peut commencer tout de suite'
          : `attente d’environ ${minutes} min`,
    listLabel: 'Clients dans la file',
    failed: 'L’opération a échoué. Réessayez.',
  },
  home: {
    wait: (minutes: number) => (minutes === 0 ? 'Attente actuelle : aucune' : `Attente actuelle : environ ${minutes} min`),
    full: 'La file est complète pour aujourd’hui',
    join: 'Prendre place dans la file',
  },
  settings: {
    title: 'File sans rendez-vous',
    description:
      'Les clients rejoignent la file avec le code QR sur la porte (/coda) et suivent leur attente en direct.',
    enabled: 'File active',
    saved: 'Paramètres de la file enregistrés',
    failed: 'L’enregistrement a échoué',
  },
} as const satisfies Translation<typeof it>;
