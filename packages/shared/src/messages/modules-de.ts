import type { Catalogue } from './catalogue';
import type { moduleMessagesIt } from './modules-it';

function within(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? 'in 1 Sekunde' : `in ${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'in 1 Minute' : `in ${minutes} Minuten`;
}

/** modules-it.ts in German (Swiss usage). */
export const moduleMessagesDe: Catalogue<typeof moduleMessagesIt> = {
  tooManyLogins: 'Zu viele Anmeldeversuche.',
  tooManyContactRequests: 'Sie haben bereits zu viele Anfragen gesendet.',
  tooManyGuestBookings: 'Zu viele Buchungen mit dieser E-Mail-Adresse oder Telefonnummer.',
  retryLater: (text, ms) => `${text} Bitte versuchen Sie es ${within(ms)} erneut.`,
  tooManyChatMessages: (ms) =>
    `Zu viele Nachrichten an den Assistenten. Bitte versuchen Sie es ${within(ms)} erneut.`,
  cartItemsInvalid: 'Ungültiges Produkt oder ungültige Menge im Warenkorb',
  waitingListFull: (max) => `Sie haben bereits ${max} offene Anfragen auf der Warteliste.`,
  faqNotFound: 'FAQ nicht gefunden',
  questionNotFound: 'Frage nicht gefunden',
  absenceConflict: (count) => `Konflikt mit ${count} bestätigten Terminen`,
  consultationTooFar: 'Bitte wählen Sie ein Datum innerhalb eines Jahres',
  requestNotFound: 'Anfrage nicht gefunden',
  shopNotSetUp: 'Das Geschäft ist noch nicht eingerichtet.',
  amountMismatch: 'Der Betrag der Zahlung entspricht nicht dem Preis des Termins.',
  paymentNotCompletedYet: 'Die Zahlung ist noch nicht abgeschlossen.',
  appointmentAlreadyPaid: 'Dieser Termin ist bereits bezahlt.',
  setupCodeInvalid: 'Ungültiger Einrichtungscode',
  barberOnVacation: 'Der Coiffeur ist in den Ferien',
  barberWithoutEmail: 'Der Coiffeur hat keine E-Mail-Adresse, an die die Mitteilung gehen kann.',
  vacationConflict: (count) =>
    count === 1
      ? 'Die Ferien überschneiden sich mit einem gebuchten Termin'
      : `Die Ferien überschneiden sich mit ${count} gebuchten Terminen`,
  unsubscribeLinkInvalid:
    'Ungültiger Abmeldelink. Bitte verwenden Sie den Link aus der E-Mail.',
  applicationNotFound: 'Bewerbung nicht gefunden',
  seriesDeposit:
    'Für Ihre Termine ist eine Anzahlung nötig, eine pro Termin: Buchen Sie die Daten einzeln, um sie zu bezahlen.',
  photoTooLarge: 'Das Bild darf höchstens 10 MB gross sein',
};
