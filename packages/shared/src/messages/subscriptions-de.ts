import type { Catalogue } from './catalogue';
import type { subscriptionTextsIt } from './subscriptions-it';

/** subscriptions-it.ts in German. */
export const subscriptionTextsDe: Catalogue<typeof subscriptionTextsIt> = {
  selected: 'Abo gewählt. Schliessen Sie die Zahlung ab, um es zu aktivieren.',
  alreadyActive: 'Das gewählte Abo ist bereits aktiv.',
  changeSelected: 'Neues Abo gewählt: Das aktuelle bleibt aktiv, bis die Zahlung abgeschlossen ist.',
  planAlreadyPaid: 'Das Abo ist bereits aktiv: Eine neue Zahlung ist nicht nötig.',
  planMismatch: 'Das Abo entspricht nicht dem gewählten. Bitte wählen Sie das Abo erneut.',
  paymentDescription: (displayName) => `Abo ${displayName} (1 Monat)`,
  renewalDescription: (displayName) => `Verlängerung Abo ${displayName} (1 Monat)`,
  autoRenewOn: 'Automatische Verlängerung eingeschaltet.',
  autoRenewOff: 'Automatische Verlängerung ausgeschaltet.',
  autoRenewNeedsSavedCard:
    'Für die automatische Verlängerung braucht es eine gespeicherte Karte: Schalten Sie sie bei der nächsten Zahlung des Abos ein.',
  receiptNotPaid: 'Quittung nur für abgeschlossene Zahlungen verfügbar',
  usageUnavailable: 'Ohne aktives Abo sind keine Statistiken verfügbar.',
  notSentInactive: (access: string) => `${access} Nachricht nicht gesendet.`,
  notSentLimit: (resource: string, current: number, limit: string) =>
    `Limite für ${resource} erreicht (${current}/${limit}): Nachricht nicht gesendet.`,
  reminderSubject: (days) => (days <= 1 ? 'Ihr Abo endet morgen' : `Ihr Abo endet in ${days} Tagen`),
  renewedSubject: 'Abo verlängert',
  expiredSubject: 'Abo abgelaufen',
};
