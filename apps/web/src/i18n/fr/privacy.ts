import type { privacyTexts as it } from '../privacy';
import type { Translation } from '../translation';

export const privacyTexts = {
  documentTitle: 'Politique de confidentialité',
  title: 'Politique de confidentialité',
  lastModifiedDate: '2026-11-26',
  lastModified: (date: string) => `Dernière modification : ${date}`,
  intro: (shop: string) =>
    `Cette politique explique quelles données personnelles ${shop} collecte lorsque vous utilisez ce site et l’app, ` +
    'pourquoi nous les utilisons, à qui nous les confions, combien de temps nous les conservons et quels droits vous ' +
    'avez selon la loi fédérale sur la protection des données (LPD révisée, en vigueur depuis le 1er septembre 2023).',
  controller: (shop: string) =>
    `Le responsable du traitement est ${shop} ; ses coordonnées figurent au bas de la page, sous « Contact ».`,
  shopFallback: 'le salon',
  toc: 'Sommaire',
  backHome: 'Retour à l’accueil',

  collected: {
    title: 'Données collectées',
    intro: 'Nous collectons uniquement les données que vous nous donnez ou qui sont nécessaires pour fournir le service que vous demandez :',
    items: [
      {
        title: 'Réservations',
        text: 'prénom, nom, e-mail, téléphone, prestation, barbier, date et heure, remarques éventuelles ; y compris pour les personnes qui réservent sans compte.',
      },
      {
        title: 'Compte client',
        text: 'prénom, nom, e-mail, téléphone et mot de passe (conservé uniquement sous forme chiffrée irréversible), vos réservations, vos commandes et la liste d’attente.',
      },
      {
        title: 'Photo de profil',
        text: 'la photo que vous choisissez d’ajouter comme avatar (facultative).',
      },
      {
        title: 'Commandes de la boutique en ligne',
        text: 'produits, quantités et montants, ainsi que les coordonnées de contact et de livraison que vous saisissez (nom, adresse, NPA, localité, e-mail, téléphone).',
      },
      {
        title: 'Paiements',
        text: 'les paiements en ligne par carte ou TWINT passent par le prestataire de paiement : nous ne recevons que le résultat, le montant, le moyen et la référence du paiement. Les données de votre carte n’arrivent jamais sur nos serveurs.',
      },
      {
        title: 'Liste d’attente',
        text: 'prestation, barbier, jours et plages horaires préférés, remarques.',
      },
      {
        title: 'Candidatures',
        text: 'les données du formulaire « Travailler chez nous » (prénom, nom, nationalité, permis de travail, état civil, enfants, adresse, téléphone, e-mail, profils sur les réseaux sociaux) et les photos du portfolio.',
      },
      {
        title: 'Demandes de contact, de démo et de conseil',
        text: 'nom, e-mail, téléphone, nom du salon, le message et, pour un conseil, la prestation, la date et l’heure souhaitées.',
      },
      {
        title: 'Assistant virtuel',
        text: 'les questions que vous écrivez dans le chat et les réponses, liées à un identifiant de session aléatoire.',
      },
      {
        title: 'E-mails et SMS',
        text: 'destinataire et texte des confirmations, des rappels et des autres communications que nous vous envoyons.',
      },
      {
        title: 'Données techniques',
        text: 'adresse IP, page demandée, date et heure, utilisées par le serveur uniquement pour la sécurité et pour limiter les abus.',
      },
    ],
  },

  use: {
    title: 'Comment nous utilisons les données',
    intro: 'Nous utilisons les données uniquement à ces fins, et jamais pour les vendre ni pour établir votre profil :',
    items: [
      {
        title: 'Pour vous fournir le service (contrat)',
        text: 'gérer les réservations, modifications et annulations, les commandes, les paiements, votre compte, la liste d’attente ; vous envoyer des confirmations et des rappels par e-mail et SMS.',
      },
      {
        title: 'Pour notre intérêt légitime',
        text: 'répondre à vos demandes, protéger le site contre les abus, tenir les statistiques internes du salon (sous forme agrégée) et évaluer les candidatures que nous recevons.',
      },
      {
        title: 'Avec votre consentement',
        text: 'les cookies facultatifs (voir ci-dessous) et les e-mails facultatifs ; vous pouvez retirer votre consentement à tout moment, par exemple avec le lien de désabonnement au bas des e-mails.',
      },
      {
        title: 'En vertu d’une obligation légale',
        text: 'conserver les pièces comptables (rendez-vous payés, commandes, paiements) comme le prescrit le Code des obligations.',
      },
    ],
    processorsTitle: 'À qui nous confions les données',
    processorsIntro:
      'Certains prestataires traitent des données pour notre compte, uniquement pour le service indiqué et selon nos instructions :',
    processors: [
      {
        title: 'Stripe',
        text: 'paiements en ligne par carte et TWINT ; les données de la carte sont saisies directement chez Stripe.',
      },
      {
        title: 'Prestataire d’e-mails',
        text: 'envoi des e-mails (confirmations, rappels, réponses aux demandes).',
      },
      { title: 'Twilio', text: 'envoi des SMS de confirmation et de rappel.' },
      { title: 'Hébergeur', text: 'serveurs et base de données sur lesquels fonctionnent le site et l’app.' },
    ],
    abroad:
      'Certains prestataires (par exemple Stripe et Twilio) peuvent traiter des données à l’étranger, y compris aux États-Unis. ' +
      'Nous ne le faisons que vers des pays offrant une protection adéquate selon le Conseil fédéral ou avec des garanties ' +
      'appropriées, comme la certification Swiss-U.S. Data Privacy Framework ou des clauses contractuelles types.',
  },

  cookies: {
    title: 'Cookies',
    intro:
      'Le site utilise des cookies et la mémoire locale du navigateur. Sans votre consentement, nous n’utilisons que ceux qui sont nécessaires ; ' +
      'aujourd’hui, nous n’utilisons aucun cookie de statistiques, de publicité ou de préférences.',
    items: [
      {
        title: 'Nécessaires',
        text: 'ils maintiennent la connexion à votre compte (un cookie de session sécurisé et protégé), le thème clair ou sombre, le panier, la réservation en cours et votre choix concernant les cookies. Ils sont toujours actifs.',
      },
      {
        title: 'Statistiques',
        text: 'statistiques des visites pour améliorer le site. Uniquement avec votre consentement ; nous n’en utilisons aucun aujourd’hui.',
      },
      {
        title: 'Publicité',
        text: 'contenus et offres personnalisés sur d’autres sites. Uniquement avec votre consentement ; nous n’en utilisons aucun aujourd’hui.',
      },
      {
        title: 'Préférences',
        text: 'ils retiennent des choix facultatifs pour rendre le site plus pratique. Uniquement avec votre consentement ; nous n’en utilisons aucun aujourd’hui.',
      },
    ],
    manage: 'Vous pouvez modifier votre choix à tout moment :',
    openSettings: 'Paramètres des cookies',
  },

  retention: {
    title: 'Conservation et sécurité',
    intro: 'Nous conservons les données uniquement le temps nécessaire, puis nous les effaçons automatiquement :',
    items: [
      {
        title: 'Compte et photo de profil',
        text: 'tant que vous avez un compte ; vous pouvez le supprimer quand vous voulez depuis votre profil.',
      },
      {
        title: 'Rendez-vous, commandes et paiements',
        text: '10 ans, comme pièces comptables ; si vous supprimez votre compte, ils sont conservés sans votre nom ni vos coordonnées.',
      },
      { title: 'Candidatures et photos', text: 'effacées automatiquement après 90 jours.' },
      { title: 'Conversations avec l’assistant virtuel', text: 'effacées après 30 jours.' },
      { title: 'Demandes de contact, de démo et de conseil', text: 'effacées après 12 mois.' },
      {
        title: 'File sans rendez-vous',
        text: 'nom et téléphone effacés après 24 heures ; si vous avez été servi, le rendez-vous est conservé, comme les autres.',
      },
      {
        title: 'E-mails et SMS envoyés',
        text: 'destinataire et texte effacés après 30 jours ; seul un décompte sans données personnelles est conservé.',
      },
      {
        title: 'Données techniques et sessions',
        text: 'copies techniques des réservations 24 heures ; sessions, liens de réinitialisation du mot de passe et liens de confirmation de l’e-mail jusqu’à un jour après leur expiration.',
      },
    ],
    security:
      'Le site utilise uniquement des connexions chiffrées (HTTPS). Les mots de passe sont conservés avec un algorithme de hachage ' +
      'moderne, l’accès aux données est limité au personnel qui en a besoin pour sa fonction, et les photos envoyées ' +
      'sont contrôlées, redimensionnées et débarrassées de leurs métadonnées (par exemple la position).',
  },

  rights: {
    title: 'Vos droits',
    intro: 'Selon la LPD, vous pouvez à tout moment :',
    items: [
      { title: 'Accès', text: 'savoir quelles données nous conservons à votre sujet et comment nous les utilisons.' },
      {
        title: 'Rectification',
        text: 'faire corriger des données inexactes ; vous pouvez aussi modifier votre nom et votre téléphone depuis votre profil.',
      },
      {
        title: 'Effacement',
        text: 'faire effacer vos données, sauf celles que la loi nous oblige à conserver ; depuis votre profil avec « Supprimer le compte ».',
      },
      {
        title: 'Portabilité',
        text: 'recevoir vos données dans un format électronique courant ; depuis votre profil avec « Télécharger mes données ».',
      },
      {
        title: 'Opposition et retrait',
        text: 'vous opposer à un traitement et retirer un consentement donné, sans effet sur ce qui a eu lieu auparavant.',
      },
    ],
    howTo:
      'Pour exercer vos droits, écrivez-nous aux coordonnées ci-dessous : nous répondons en règle générale dans les 30 jours. ' +
      'Nous pouvons vous demander de prouver votre identité.',
    complaint:
      'Si vous estimez que nous traitons vos données de manière non conforme, vous pouvez vous adresser au Préposé fédéral à la ' +
      'protection des données et à la transparence (PFPDT), Feldeggweg 1, 3003 Berne :',
    complaintLink: 'www.edoeb.admin.ch/fr',
    complaintHref: 'https://www.edoeb.admin.ch/fr',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },

  changes: {
    title: 'Modifications',
    text:
      'Nous mettons à jour cette politique lorsque nos services ou la loi changent. La version en vigueur est toujours ' +
      'celle publiée sur cette page, avec la date de la dernière modification indiquée en haut.',
  },

  contact: {
    title: 'Contact',
    intro: 'Pour toute question sur la protection des données ou pour exercer vos droits :',
    email: 'E-mail',
    phone: 'Téléphone',
    loading: 'Chargement des coordonnées…',
    pending: 'Les coordonnées du salon seront publiées à la fin de la configuration.',
    failed: 'Impossible de charger les coordonnées du salon. Réessayez plus tard.',
  },
} as const satisfies Translation<typeof it>;
