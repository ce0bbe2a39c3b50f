import type { Catalogue } from './catalogue';
import type { subscriptionTextsIt } from './subscriptions-it';

/** subscriptions-it.ts in English. */
export const subscriptionTextsEn: Catalogue<typeof subscriptionTextsIt> = {
  selected: 'Plan selected. Complete the payment to activate it.',
  alreadyActive: 'The selected plan is already active.',
  changeSelected: 'New plan selected: the current one stays active until the payment is completed.',
  planAlreadyPaid: 'The plan is already active: no new payment is needed.',
  planMismatch: 'The plan does not match the one selected. Please select the plan again.',
  paymentDescription: (displayName) => `${displayName} subscription (1 month)`,
  renewalDescription: (displayName) => `${displayName} subscription renewal (1 month)`,
  autoRenewOn: 'Automatic renewal turned on.',
  autoRenewOff: 'Automatic renewal turned off.',
  autoRenewNeedsSavedCard:
    'Automatic renewal needs a saved card: turn it on with the next payment for the plan.',
  receiptNotPaid: 'Receipts are only available for completed payments',
  usageUnavailable: 'Statistics are not available without an active subscription.',
  notSentInactive: (access: string) => `${access} Message not sent.`,
  notSentLimit: (resource: string, current: number, limit: string) =>
    `Limit of ${resource} reached (${current}/${limit}): message not sent.`,
  reminderSubject: (days) => (days <= 1 ? 'Your subscription ends tomorrow' : `Your subscription ends in ${days} days`),
  renewedSubject: 'Subscription renewed',
  expiredSubject: 'Subscription expired',
};
