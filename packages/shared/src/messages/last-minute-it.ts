/**
 * Last-minute fill (issue 29 item 3, ADR 0069): the offer's email and SMS and the answers of its routes, Italian
 * first; last-minute-de/fr/en.ts say the same. The offer goes out in the customer's language (their account's, else
 * their last booking's, ADR 0071); the answers' messages follow the caller's Accept-Language like every other (ADR 0061).
 */
export const lastMinuteTextsIt = {
  subject: (when: string) => `Si è liberato un posto: ${when}`,
  greeting: (firstName: string) => `Ciao ${firstName},`,
  intro: (shopName: string) => `è passato un po' dalla tua ultima visita da ${shopName}: si è appena liberato un posto e abbiamo pensato a te.`,
  service: 'Servizio',
  barber: 'Barbiere',
  when: 'Quando',
  at: (date: string, time: string) => `${date} alle ${time}`,
  book: (url: string) => `Per prenotarlo basta un tocco:\n${url}`,
  firstCome: 'Il posto va a chi tocca per primo: se qualcuno ti precede, dal link vedrai altri orari liberi.',
  stopText: 'Non vuoi più ricevere offerte last-minute?',
  sms: (when: string, service: string, url: string, stopUrl: string) =>
    `si è liberato un posto ${when} (${service}). Il primo che tocca lo prenota: ${url} Stop offerte: ${stopUrl}`,
  booked: 'Prenotazione effettuata con successo!',
  stopped: 'Fatto: non riceverai più offerte last-minute. Puoi riattivarle dal tuo profilo.',
  choiceOn: 'Riceverai le offerte last-minute quando si libera un posto.',
  choiceOff: 'Non riceverai più offerte last-minute.',
  settingsOn: 'Riempimento last-minute attivato.',
  settingsOff: 'Riempimento last-minute disattivato.',
  pastVisits: 'Visite passate aggiunte.',
};
