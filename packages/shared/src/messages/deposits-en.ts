import { formatRappenText } from '../domain/chf-text';
import type { Catalogue } from './catalogue';
import type { depositTextsIt } from './deposits-it';

/** depositTextsIt in English: the deposit's reason and forfeit terms as the customer reads and accepts them. */
export const depositTextsEn: Catalogue<typeof depositTextsIt> = {
  missedReason: (misses, amountRappen) =>
    `In the last 12 months ${misses === 1 ? '1 appointment was missed' : `${misses} appointments were missed`} ` +
    `(no-shows or late cancellations): booking needs a deposit of ${formatRappenText(amountRappen)}, ` +
    'deducted from the price in the shop.',
  firstTimePeakReason: (amountRappen) =>
    `New customers pay a deposit of ${formatRappenText(amountRappen)} at peak times, ` +
    'deducted from the price in the shop.',
  terms: (amountRappen, noticeHours) =>
    `I agree that the shop keeps the deposit of ${formatRappenText(amountRappen)} if I do not show up or if I ` +
    `cancel less than ${noticeHours} hours before the appointment. If the shop cancels, my deposit is refunded.`,
  description: (serviceName) => `Deposit for ${serviceName}`,
  notNeeded: 'This booking needs no deposit.',
  termsRequired: 'Accept the terms to pay the deposit.',
};
