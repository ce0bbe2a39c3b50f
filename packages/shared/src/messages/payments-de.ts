import type { Catalogue } from './catalogue';
import type { paymentTextsIt } from './payments-it';

/** payments-it.ts's decline texts in German, by the same decline codes. */
export const declineMessagesDe: Record<string, string> = {
  generic_decline: 'Die Karte wurde abgelehnt. Bitte verwenden Sie eine andere Zahlungsart.',
  card_declined: 'Die Karte wurde abgelehnt. Bitte verwenden Sie eine andere Zahlungsart.',
  insufficient_funds: 'Ungenügende Deckung auf der Karte. Bitte verwenden Sie eine andere Karte oder Zahlungsart.',
  expired_card: 'Die Karte ist abgelaufen. Bitte verwenden Sie eine andere Karte.',
  incorrect_cvc: 'Der Sicherheitscode (CVC) ist nicht korrekt.',
  processing_error: 'Fehler bei der Verarbeitung der Karte. Bitte versuchen Sie es gleich noch einmal.',
  lost_card: 'Die Karte wurde abgelehnt. Bitte verwenden Sie eine andere Zahlungsart.',
  stolen_card: 'Die Karte wurde abgelehnt. Bitte verwenden Sie eine andere Zahlungsart.',
  authentication_required: 'Ihre Bank verlangt eine Bestätigung: Schliessen Sie die Prüfung ab und versuchen Sie es erneut.',
};

/** paymentTextsIt in German. */
export const paymentTextsDe: Catalogue<typeof paymentTextsIt> = {
  adminCancelReason: 'Vom Administrator storniert',
  twintDeclined: 'TWINT-Zahlung abgebrochen oder fehlgeschlagen.',
  twintExpired: 'TWINT-Zahlung abgelaufen: Keine Bestätigung rechtzeitig erhalten.',
  twintConfirmed: (amount: string) => `Zahlung von ${amount} bestätigt!`,
  unsupportedMethod: 'Diese Zahlungsart wird nicht unterstützt',
  appointmentDescription: (service) => `Termin: ${service}`,
  holdNeedsSlot: 'Bitte geben Sie Coiffeur, Datum und Uhrzeit des Termins an',
  holdExpiredReason: 'Buchung abgelaufen: Zahlung nicht innert 15 Minuten abgeschlossen',
  onlinePaymentMissing: 'Die Online-Zahlung fehlt',
  notPaidYet: 'Die Zahlung ist nicht abgeschlossen: Die Buchung wurde nicht erfasst.',
  paymentForAnotherBooking: 'Diese Zahlung gehört zu einem anderen Termin.',
  releasedByPayer: 'Zahlung von der Kundin oder vom Kunden abgebrochen',
  holdReleasedReason: 'Buchung storniert: Online-Zahlung von der Kundin oder vom Kunden abgebrochen',
  released: 'Zahlung abgebrochen: Die Zeit ist wieder frei.',
  alreadyReleased: 'Die Zahlung war bereits abgeschlossen: Es gibt nichts abzubrechen.',
  releasePaidMeanwhile: 'Die Zahlung ist erfolgreich: Die Buchung ist bestätigt.',
  releaseAfterPayment: 'Die Zahlung ist bereits abgeschlossen und kann nicht mehr abgebrochen werden.',
  refundOnCancellation: 'Rückerstattung für stornierten Termin',
  refundLatePayment:
    'Automatische Rückerstattung: Die Zahlung kam nach Ablauf der Frist und die Zeit war nicht mehr frei',
};
