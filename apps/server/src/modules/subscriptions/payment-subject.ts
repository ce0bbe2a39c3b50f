import type { PaymentSubjectPort } from '../payments/index';
import { onPlanPaid } from './service';

/**
 * The shop's plan, as the payments module sees it (payments/subjects.ts; ADR 0017 and 0043). Its payments are
 * opened by this module (service.ts, renewal.ts), not priced from a payment request.
 */
export const planPayments: PaymentSubjectPort = {
  paid: async (ctx, tx, row) => {
    // Activates (or renews) the shop's subscription for one month.
    await onPlanPaid(ctx, tx, row);
    return { row, slots: [], refundQueued: false };
  },
  // The month paid stands: a refund of the plan (the admin's own gesture) does not end it, and the plan's page
  // reads the refunded amount from the payment itself (service.ts toReceipt).
  refunded: async () => ({}),
};
