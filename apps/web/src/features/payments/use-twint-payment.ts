import { useCallback, useEffect, useReducer } from 'react';
import { ApiError } from '../../lib/api-client';
import { twintStatus } from './payments-api';
import { watchPayment } from './payment-watch';
import { payments } from '../../i18n/payments';
import { initialTwint, twintReducer, type TwintPaymentInfo } from './twint-flow';

/** Polling: every 3 s for 3 minutes, then 'Controlla Stato' (the socket keeps listening meanwhile). */
export const TWINT_POLL_MS = 3_000;
export const TWINT_MAX_POLLS = 60;

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * The TWINT waiting logic: creates the payment, then learns its outcome from the realtime channel
 * (payment_{id}, twint_payment_completed) and from polling GET /payments/twint/:id/status, whichever comes first.
 */
export function useTwintPayment() {
  const [state, dispatch] = useReducer(twintReducer, initialTwint);
  const paymentId = state.payment?.paymentId ?? null;
  const waiting = state.phase === 'waiting_confirmation' || state.phase === 'manual_check';
  const start = useCallback(async (create: () => Promise<TwintPaymentInfo>, isHandled?: (error: unknown) => boolean) => {
    dispatch({ type: 'start' });
    try {
      const payment = await create();
      if (!payment.paymentId) throw new Error('missing id');
      dispatch({ type: 'created', payment });
    } catch (error) {
      const message = isHandled?.(error)
        ? null
        : error instanceof ApiError
          ? errorText(error, payments.errors.createTwint)
          : payments.errors.twintMissingId;
      dispatch({ type: 'create_failed', error: message });
    }
  }, []);

  // The realtime channel: the fastest way to learn the outcome, in any waiting state.
  useEffect(() => {
    if (!paymentId || !waiting) return;
    return watchPayment(paymentId, {
      onUpdate: (event) => dispatch({ type: 'status', status: event.status, source: 'websocket' }),
    });
  }, [paymentId, waiting]);

  // Polling while waiting for confirmation; when it runs out the user checks by hand.
  useEffect(() => {
    if (!paymentId || state.phase !== 'waiting_confirmation') return;
    const controller = new AbortController();
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls > TWINT_MAX_POLLS) {
        clearInterval(timer);
        dispatch({ type: 'polls_ran_out' });
        return;
      }
      twintStatus(paymentId, controller.signal).then(
        (answer) => dispatch({ type: 'status', status: answer.status, source: 'polling' }),
        () => {
          // A failed poll is retried at the next tick; the socket may still bring the answer.
        },
      );
    }, TWINT_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [paymentId, state.phase]);

  const checkStatus = useCallback(async () => {
    if (!paymentId) return;
    try {
      const answer = await twintStatus(paymentId);
      dispatch({ type: 'status', status: answer.status, source: 'manual_check' });
    } catch (error) {
      dispatch({ type: 'check_failed', error: errorText(error, payments.errors.twintStatus) });
    }
  }, [paymentId]);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const resume = useCallback((payment: TwintPaymentInfo) => dispatch({ type: 'resume', payment }), []);
  return { state, start, resume, checkStatus, reset };
}
