import type { Executor } from '../../db/client';
import { findUserById } from '../auth/index';
import type { PaymentRecipient, PaymentRow } from './repo';
import { paymentSubject } from './subjects';

/**
 * Where a payment's receipt and refunds go: the payment form's person, else its account, else whoever its subject
 * names (a guest's booking: the guest, subjects.ts). Read through the caller's transaction.
 */
export async function paymentRecipient(exec: Executor, row: PaymentRow): Promise<PaymentRecipient | null> {
  if (row.customerDetails?.email) return { email: row.customerDetails.email, name: row.customerDetails.name };
  if (row.userId) {
    const user = await findUserById(exec, row.userId);
    if (user) return { email: user.email, name: user.firstName };
  }
  return (await paymentSubject(row.kind).recipient?.(exec, row)) ?? null;
}
