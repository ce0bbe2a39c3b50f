import { formatRappenText } from '../domain/chf-text';
import type { Catalogue } from './catalogue';
import type { depositTextsIt } from './deposits-it';

/** depositTextsIt in German (de-CH): the deposit's reason and forfeit terms as the customer reads and accepts them. */
export const depositTextsDe: Catalogue<typeof depositTextsIt> = {
  missedReason: (misses, amountRappen) =>
    `In den letzten 12 Monaten ${misses === 1 ? 'wurde 1 Termin' : `wurden ${misses} Termine`} nicht wahrgenommen ` +
    `(nicht erschienen oder zu spät abgesagt): Für die Buchung ist eine Anzahlung von ${formatRappenText(amountRappen)} nötig, ` +
    'die vom Preis im Geschäft abgezogen wird.',
  firstTimePeakReason: (amountRappen) =>
    `Neukundinnen und Neukunden zahlen zu Stosszeiten eine Anzahlung von ${formatRappenText(amountRappen)}, ` +
    'die vom Preis im Geschäft abgezogen wird.',
  terms: (amountRappen, noticeHours) =>
    `Ich bin einverstanden, dass das Geschäft die Anzahlung von ${formatRappenText(amountRappen)} behält, wenn ich nicht ` +
    `erscheine oder weniger als ${noticeHours} Stunden vor dem Termin absage. Sagt das Geschäft ab, erhalte ich die Anzahlung zurück.`,
  description: (serviceName) => `Anzahlung für ${serviceName}`,
  notNeeded: 'Für diese Buchung ist keine Anzahlung nötig.',
  termsRequired: 'Akzeptieren Sie die Bedingungen, um die Anzahlung zu bezahlen.',
};
