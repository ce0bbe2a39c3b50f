import type { Catalogue } from './catalogue';
import type { chatbotTextsIt } from './chatbot-it';
import { productCategoriesFr } from './product-categories-fr';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** chatbot-it.ts in French, as written in Romandy: 'rendez-vous', 'coiffeur', 'vous'. */
export const chatbotTextsFr: Catalogue<typeof chatbotTextsIt> = {
  locale: 'fr-CH',
  welcome: {
    hello: (firstName) => (firstName ? `Bonjour ${firstName}!` : 'Bonjour!'),
    me: (shopName) => `Je suis l’assistant virtuel${shopName ? ` de ${shopName}` : ''}.`,
    admin:
      "Je peux vous aider à gérer le salon; dans l’onglet 'Assistant' du panneau, vous voyez les questions auxquelles je n’ai pas su répondre.",
    barber: 'Je peux vous aider avec votre calendrier, vos absences et les rendez-vous de vos clients.',
    client:
      'Je vous donne les prix, les horaires et le prochain créneau libre, et je vous rappelle votre prochain rendez-vous ou l’état de votre commande.',
    guest: 'Je vous donne les prix, les horaires et le prochain créneau libre, et je vous aide à réserver. Comment puis-je vous aider?',
  },
  ask: {
    firstFree: 'Quelle est la prochaine disponibilité?',
    haircutPrice: 'Combien coûte une coupe?',
    hours: 'Quels sont vos horaires d’ouverture?',
    nextAppointment: 'Quand est mon prochain rendez-vous?',
    openNow: 'Êtes-vous ouverts maintenant?',
    where: 'Où êtes-vous situés?',
    howToGetThere: 'Comment venir chez vous?',
    services: 'Quels services proposez-vous?',
    freeToday: 'Vous avez de la place aujourd’hui?',
    freeTomorrow: 'Vous avez de la place demain?',
    products: 'Quels produits avez-vous?',
    beardProducts: 'Vous avez des produits pour la barbe?',
    orderStatus: 'Où en est ma commande?',
    firstFreeFor: (service) => `Quelle est la prochaine disponibilité pour ${service}?`,
    firstFreeShort: (service) => `Prochaine disponibilité pour ${service}`,
    priceOf: (service) => `Combien coûte ${service}?`,
    whenFree: (firstName) => `Quand ${firstName} est-il libre?`,
  },
  label: {
    bookNow: 'Réserver maintenant',
    book: 'Réserver',
    bookOnline: 'Réserver en ligne',
    login: 'Se connecter',
    register: 'S’inscrire',
    myAppointments: 'Mes rendez-vous',
    myOrders: 'Mes commandes',
    toShop: 'Aller à la boutique',
    waitingList: 'Liste d’attente',
    whatsapp: 'Nous écrire sur WhatsApp',
    openProfile: 'Ouvrir le profil',
    openPanel: 'Ouvrir le panneau',
    subscription: 'Abonnement',
    myCalendar: 'Mon calendrier',
    workWithUs: 'Travailler chez nous',
    privacy: 'Confidentialité',
    call: (phone) => `Appeler le ${phone}`,
    bookService: (service) => `Réserver ${service}`,
    bookWith: (firstName) => `Réserver avec ${firstName}`,
    bookAt: (time) => `Réserver à ${time}`,
  },
  greeting: (shopName) =>
    `Bonjour! Comment puis-je vous aider? Demandez-moi les prix, les horaires ou le prochain créneau libre${shopName ? ` chez ${shopName}` : ''}.`,
  thanks: 'Avec plaisir! Si vous avez besoin d’autre chose, écrivez-moi.',
  feedbackThanks: 'Merci pour votre avis!',
  notUnderstood: 'Désolé, je n’ai pas compris la question.',
  fallback: (phone) =>
    `Désolé, je n’ai pas compris la question. Vous cherchiez peut-être l’une de ces réponses${phone ? `, ou appelez-nous au ${phone}` : ''}. Vous pouvez aussi reformuler la question.`,
  faqInItalian: 'Cette réponse n’existe qu’en italien:',
  whatsappText: (shopName) => `Bonjour! J’ai une question pour ${shopName}.`,
  sorry: (what, phone) => (phone ? `Désolé, ${what}. Appelez-nous au ${phone}, nous vous répondrons.` : `Désolé, ${what}.`),
  missing: {
    priceList: 'je n’ai pas la liste des prix pour le moment',
    barbers: 'je ne trouve pas la liste des coiffeurs',
    hours: 'les horaires d’ouverture ne sont pas encore publiés',
    address: 'je n’ai pas encore l’adresse du salon',
    contacts: 'je n’ai pas encore les coordonnées du salon',
    services: 'je ne trouve pas de prestations réservables pour le moment',
  },
  today: 'aujourd’hui',
  tomorrow: 'demain',
  relativeDay: (word, date) => `${word}, ${date}`,
  account: {
    loginForAppointments:
      "Pour voir vos rendez-vous, connectez-vous à votre compte. Si vous avez réservé en tant qu’invité, vous trouvez le lien 'Gérer le rendez-vous' dans l’e-mail de confirmation.",
    loginForOrders: 'Pour voir vos commandes, connectez-vous à votre compte.',
    noAppointments: 'Vous n’avez aucun rendez-vous prévu.',
    nextAppointment: (service, barber, day, time, pending) =>
      `Votre prochain rendez-vous: ${service} avec ${barber}, ${day} à ${time}${pending ? ' (en attente de confirmation)' : ''}.`,
    noOrders: 'Je ne trouve aucune commande dans votre compte.',
    lastOrder: (orderNumber, when, total, status, open) =>
      `Votre dernière commande n° ${orderNumber} (${when}, ${total}) est à l’état «${status}».` +
      (open ? ' Nous vous prévenons par e-mail dès qu’il change.' : ''),
    orderStatus: {
      pending: 'En attente',
      confirmed: 'Confirmée',
      processing: 'En préparation',
      shipped: 'Prête à retirer',
      delivered: 'Remise',
      cancelled: 'Annulée',
    },
  },
  catalog: {
    priceOne: (service, price, minutes) => `${service} coûte ${price} et dure environ ${minutes} minutes.`,
    prices: 'Voici les prix:',
    priceList: 'Voici notre liste de prix:',
    durationOne: (service, minutes, price) => `${service} dure environ ${minutes} minutes et coûte ${price}.`,
    durations: 'Voici les durées:',
    durationList: 'Voici nos prestations avec leur durée et leur prix:',
    services: 'Voici nos prestations:',
    team: (names) => `Notre équipe: ${names}. Vous pouvez réserver avec l’un d’eux ou choisir 'N’importe quel coiffeur'.`,
    noneInCategory: (category) => `Pour le moment, nous n’avons aucun produit de la catégorie ${category} en stock.`,
    inCategory: (category, lines, more) =>
      `En stock dans la catégorie ${category}:\n${lines}${more > 0 ? `\n…et ${more} autres dans la boutique.` : ''}\nVous les commandez en ligne et les retirez au salon.`,
    noProducts: 'Pour le moment, aucun produit n’est disponible dans la boutique.',
    productList: (lines) =>
      `Produits disponibles dans la boutique:\n${lines}\nDemandez-moi une catégorie (par exemple 'vous avez de la cire?') pour les détails.`,
    category: productCategoriesFr,
    stock: { Disponibile: 'Disponible', 'Scorte limitate': 'Stock limité', Esaurito: 'Épuisé' },
  },
  shop: {
    weekday: {
      monday: 'Lundi',
      tuesday: 'Mardi',
      wednesday: 'Mercredi',
      thursday: 'Jeudi',
      friday: 'Vendredi',
      saturday: 'Samedi',
      sunday: 'Dimanche',
    },
    closed: 'fermé',
    openOn: (day, start, end) => `${day}, nous sommes ouverts de ${start} à ${end}.`,
    closedOn: (day) => `${day}, nous sommes fermés.`,
    week: 'Nos horaires d’ouverture:',
    openNow: (end) => `Oui, nous sommes ouverts en ce moment: aujourd’hui jusqu’à ${end}.`,
    closedNow: 'Nous sommes fermés en ce moment.',
    reopens: (day, time) => `Nous sommes fermés en ce moment. Nous rouvrons ${day} à ${time}.`,
    address: (address) => `Vous nous trouvez à l’adresse ${address}.`,
    directions: (address, phone) =>
      `Nous sommes à l’adresse ${address}: saisissez-la dans votre application de cartes pour l’itinéraire à pied, en voiture ou en transports publics.` +
      (phone ? ` Pour le parking et l’accès sur place, appelez-nous au ${phone}.` : ''),
    contact: (phone, email) => `Vous pouvez nous appeler au ${phone}${email ? ` ou nous écrire à ${email}` : ''}.`,
    whatsapp: (phone) => `Bien sûr: écrivez-nous sur WhatsApp au ${phone}, ou appelez-nous au même numéro.`,
  },
  slots: {
    notOffered: (barber, service) => `${barber} ne propose pas ${service}. Voulez-vous le prochain créneau libre avec un autre coiffeur?`,
    outOfWindow: (days) => `On peut réserver d’aujourd’hui jusqu’à ${days} jours à l’avance: je ne peux pas encore chercher pour cette date.`,
    withBarber: (service, barber) => `${service}${barber ? ` avec ${barber}` : ''}`,
    none: (what, part, days) =>
      `Désolé, je ne trouve aucun créneau libre pour ${what}${part} dans les ${days} prochains jours. ` +
      'Vous pouvez vous inscrire sur la liste d’attente: nous vous prévenons dès qu’une place se libère.',
    missed: (wanted, part, what, day, time) =>
      `${capital(wanted)}${part}, il n’y a plus de place pour ${what}. Le prochain créneau libre ensuite est ${day} à ${time}`,
    found: (what, part, day, time) => `Le prochain créneau libre pour ${what}${part} est ${day} à ${time}`,
    with: (barber) => ` avec ${barber}`,
    others: (times) => ` Autres heures libres ce jour-là: ${times}.`,
    guessed: (service) => ` (j’ai cherché pour ${service}: indiquez-moi une autre prestation si vous préférez)`,
    part: {
      morning: 'le matin',
      afternoon: 'l’après-midi',
      evening: 'le soir',
      after: (time) => `après ${time}`,
      before: (time) => `avant ${time}`,
      at: (time) => `dès ${time}`,
    },
  },
};
