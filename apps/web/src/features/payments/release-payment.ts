import { callApi } from '../../lib/api-call';

/**
 * POST /payments/:id/release: the payer left a started, unpaid payment, so the slot it holds is freed at once
 * (ADR 0010). Never fails: if the call does not get through, the hold simply expires after its 15 minutes.
 */
export const releasePayment = (paymentId: string): Promise<void> =>
  callApi('releasePayment', { params: { id: paymentId } }).then(
    () => undefined,
    () => undefined,
  );
