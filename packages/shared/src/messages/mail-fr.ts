import type { Catalogue } from './catalogue';
import type { mailTextsIt } from './mail-it';

/** The emails, SMS and invitations in Swiss French (ADR 0066): 'rendez-vous', 'vous'. */
export const mailTextsFr = {
  layout: {
    hello: (firstName: string) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
    goodbye: 'À bientôt !',
    phone: (phone: string) => `Tél. ${phone}`,
    unsubscribeIntro: 'Vous ne souhaitez plus recevoir de rappels ni d’avis facultatifs ? Désinscrivez-vous :',
    unsubscribeLink: 'se désinscrire',
    smsInfo: (phone: string) => ` Infos : ${phone}`,
  },
  rows: {
    service: 'Prestation',
    barber: 'Barbier',
    date: 'Date',
    time: 'Heure',
    duration: 'Durée',
    where: 'Lieu',
    status: 'Statut',
    reason: 'Motif',
    price: 'Prix',
    phone: 'Téléphone',
    customer: 'Client',
    before: 'Auparavant',
    when: 'Quand',
    order: 'Commande',
    total: 'Total',
  },
  minutes: (minutes: number) => `${minutes} minutes`,
  at: (date: string, time: string) => `${date} à ${time}`,
  withBarber: (name: string) => ` avec ${name}`,
  appointmentStatus: {
    pending: 'En attente',
    confirmed: 'Confirmé',
    completed: 'Terminé',
    cancelled: 'Annulé',
    no_show: 'Absent',
  },
  manageAction: 'Gérer votre rendez-vous',
  booking: {
    createdSubject: (service: string, when: string) => `Rendez-vous confirmé : ${service}, ${when}`,
    modifiedSubject: (service: string, when: string) => `Rendez-vous modifié : ${service}, ${when}`,
    created: 'Votre rendez-vous est confirmé.',
    modified: 'Votre rendez-vous a été modifié. Voici les nouveaux détails.',
    payInShop: 'paiement sur place',
    paidOnline: 'payé en ligne',
    manageLink: (hours: number) =>
      `Vous pouvez consulter, déplacer ou annuler le rendez-vous jusqu’à ${hours} heures avant via ce lien :`,
    personalLink: 'Ce lien est personnel : ne le transmettez pas.',
    manageNoLink: (hours: number) =>
      `Vous pouvez modifier ou annuler le rendez-vous jusqu’à ${hours} heures avant depuis la page « Mes rendez-vous » ou en contactant le salon.`,
    attached: 'Vous trouverez en pièce jointe le rendez-vous à ajouter à votre agenda.',
    unsubscribe: 'Vous ne souhaitez pas recevoir les rappels de rendez-vous ? Désinscrivez-vous :',
    icsFile: 'rendez-vous.ics',
    icsBarber: (name: string) => `Barbier : ${name}`,
    icsPrice: (price: string) => `Prix : ${price}`,
    icsManage: (url: string) => `Gérer : ${url}`,
  },
  reminder: {
    subject: (service: string, when: string) => `Rappel : ${service}, ${when}`,
    intro: (shop: string) => `Nous vous rappelons votre rendez-vous chez ${shop}.`,
    cantComeOffer:
      'Si vous ne pouvez pas venir, prévenez-nous au plus vite : la place pourra être proposée à un autre client.',
    cantCome: 'Si vous ne pouvez pas venir, prévenez-nous au plus vite.',
    today: 'aujourd’hui',
    onDay: (date: string) => `le ${date}`,
    sms: (day: string, time: string, service: string, barber: string) =>
      `rappel de votre rendez-vous ${day} à ${time} (${service} avec ${barber}).`,
  },
  staffChange: {
    movedSubject: (service: string, when: string) => `Rendez-vous déplacé : ${service}, ${when}`,
    moved: (before: string, withBarber: string) =>
      `Le salon a déplacé votre rendez-vous du ${before}${withBarber}. Voici les nouveaux détails.`,
    cancelledSubject: (service: string, when: string) => `Rendez-vous annulé : ${service}, ${when}`,
    cancelled: 'Le salon a annulé votre rendez-vous. Nous vous prions de nous excuser pour ce désagrément.',
    bookAgain: 'Prendre un nouveau rendez-vous',
    statusSubject: (status: string) => `Rendez-vous mis à jour : ${status}`,
    status: (status: string) => `Le statut de votre rendez-vous est maintenant : ${status}.`,
    questions: 'Pour toute question, répondez à cet e-mail ou appelez-nous.',
  },
  conflict: {
    vacation: (barber: string) => `${barber} sera en vacances ce jour-là`,
    hours: (barber: string) => `l’heure ne fait plus partie des horaires de travail de ${barber}`,
    intro: (when: string, cause: string) => `Votre rendez-vous du ${when} ne peut plus avoir lieu comme prévu : ${cause}.`,
    pick: 'Nous vous prions de choisir une nouvelle heure et vous présentons nos excuses pour ce désagrément.',
    action: 'Choisir une nouvelle heure',
    manage: (url: string) => `Vous pouvez aussi déplacer ou annuler ce rendez-vous via votre lien personnel : ${url}`,
    call: 'Si vous préférez, appelez-nous et nous trouverons ensemble une nouvelle heure.',
    subject: (date: string) => `Choisissez une nouvelle heure pour votre rendez-vous du ${date}`,
  },
  team: {
    created: 'Nouvelle réservation',
    cancelled: 'Rendez-vous annulé',
    moved: 'Rendez-vous déplacé',
    createdIntro: 'Une nouvelle réservation est arrivée.',
    cancelledIntro: 'Un rendez-vous a été annulé : le créneau est à nouveau libre.',
    movedIntro: 'Un rendez-vous a été déplacé.',
    ownerCopy: (intro: string) => `Copie pour le ou la propriétaire : ${intro}`,
    openPanel: 'Ouvrir l’espace de gestion',
    line: (change: string, customer: string, when: string) => `${change} : ${customer}, ${when}`,
  },
  customerCancelled: {
    intro: 'Votre rendez-vous a été annulé comme demandé.',
    bookAgain: 'Réserver à nouveau',
    seeYou: 'Au plaisir de vous revoir bientôt.',
    subject: (service: string, when: string) => `Rendez-vous annulé : ${service}, ${when}`,
  },
  offer: {
    intro: (shop: string) =>
      `Une place correspondant à votre demande en liste d’attente s’est libérée chez ${shop}.`,
    held: (until: string, url: string) =>
      `Nous vous la réservons jusqu’à ${until}. Pour la réserver, un clic suffit :\n${url}`,
    notInterested:
      'Si elle ne vous intéresse pas, vous n’avez rien à faire : à l’échéance, la place passe à la personne suivante de la liste d’attente.',
    subject: (when: string) => `Une place s’est libérée : ${when}`,
    sms: (when: string, service: string, until: string, url: string) =>
      `une place s’est libérée ${when} (${service}). Réservée pour vous jusqu’à ${until}. Réservez en un clic : ${url}`,
  },
  order: {
    pickupAt: 'Retrait au salon :',
    pickup: 'Retrait au salon.',
    total: (amount: string) => `Total : ${amount}`,
    payAtPickup: 'Paiement : au retrait au salon',
    paidOnline: 'Paiement : effectué en ligne',
    placedSubject: (number: string) => `Commande ${number} reçue`,
    placed: (number: string) =>
      `Merci pour votre commande ${number}. Nous vous écrirons dès qu’elle sera prête à être retirée.`,
    readySubject: (number: string) => `Commande ${number} prête à être retirée`,
    statusSubject: (number: string, status: string) => `Commande ${number} : ${status}`,
    shipped: 'Votre commande est prête à être retirée ! Nous vous attendons au salon.',
    delivered: 'Votre commande a été retirée. Merci et à bientôt !',
    cancelled:
      'Votre commande a été annulée. Si vous l’aviez déjà payée en ligne, vous serez remboursé sur le même moyen de paiement.',
    status: (number: string, status: string) => `Le statut de votre commande ${number} est maintenant : ${status}.`,
    statuses: {
      pending: 'En attente',
      confirmed: 'Confirmée',
      processing: 'En préparation',
      shipped: 'Prête à être retirée',
      delivered: 'Retirée',
      cancelled: 'Annulée',
    },
    newSubject: (number: string, total: string) => `Nouvelle commande ${number} : ${total}`,
    newIntro: (number: string) => `Nouvelle commande ${number} à retirer au salon.`,
    newCustomer: (name: string, email: string, phone: string) => `Client : ${name}, ${email}, ${phone}`,
    manage: 'Gérez les commandes dans l’onglet Commandes de l’espace d’administration.',
    lowSubjectOne: (name: string) => `Stock bas : ${name}`,
    lowSubjectMany: (count: number) => `Stock bas : ${count} produits`,
    lowIntro: 'Ces produits ont atteint leur stock minimum :',
    lowLine: (name: string, quantity: number, min: number) => `- ${name} : ${quantity} pièces (minimum ${min})`,
    lowReorder: 'Recommandez-les ou mettez à jour le stock dans l’onglet Produits.',
  },
  account: {
    confirmSubject: 'Confirmez votre adresse e-mail',
    confirm: (link: string) =>
      `Pour confirmer que cette adresse vous appartient, ouvrez ce lien dans les 24 heures :\n${link}`,
    confirmAfter:
      'Après la confirmation, vous verrez aussi dans votre compte les réservations et les commandes faites en tant qu’invité avec cette adresse.',
    confirmOnce: 'Le lien n’est valable qu’une fois. Si vous n’avez pas créé de compte, ignorez cet e-mail.',
    changedSubject: 'Votre mot de passe a été modifié',
    changed: (url: string) =>
      `Le mot de passe de votre compte a été modifié. Si ce n’était pas vous, réinitialisez-le immédiatement sur ${url} et contactez le salon.`,
    resetSubject: 'Réinitialisez votre mot de passe',
    reset: (link: string) => `Pour choisir un nouveau mot de passe, ouvrez ce lien dans les 30 minutes :\n${link}`,
    resetOnce: 'Le lien n’est valable qu’une fois. Si vous n’avez rien demandé, ignorez cet e-mail.',
    adminResetSubject: 'Votre mot de passe a été réinitialisé',
    adminReset: (url: string) =>
      `Le mot de passe de votre compte a été réinitialisé par un administrateur du salon. ` +
      `Connectez-vous avec le nouveau mot de passe qui vous a été communiqué, puis changez-le dans votre profil, ` +
      `ou choisissez-en un nouveau sur ${url}.`,
    adminResetNotYou: 'Si vous n’avez pas demandé cette réinitialisation, contactez le salon.',
    deletedSubject: 'Votre compte a été supprimé',
    deleted: 'Votre compte et vos données personnelles ont été supprimés',
    deletedByShop: ' par le salon, à votre demande',
    deletedRest: '. Les rendez-vous et les commandes passés restent sous forme anonyme dans la comptabilité du salon.',
  },
} satisfies Catalogue<typeof mailTextsIt>;
