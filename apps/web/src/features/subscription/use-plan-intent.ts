import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CardPaymentError } from '../payments';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { subscription } from '../../i18n/subscription';
import { createPlanIntent, selectPlan, subscriptionKeys } from './subscription-api';
import { refreshSubscription } from './use-subscription';

const t = subscription.payment;
/** After a succeeded payment the plan counts as active 2 s later, then everything is fetched again (000 section 4). */
export const ACTIVATION_DELAY_MS = 2000;

export type PlanIntent = Awaited<ReturnType<typeof createPlanIntent>>;
export type PlanPhase =
  | { kind: 'preparing' }
  | { kind: 'failed'; message: string }
  | { kind: 'form'; intent: PlanIntent }
  | { kind: 'done'; refreshed: boolean };

export const messageOf = (error: unknown, fallback: string) =>
  error instanceof CardPaymentError || (error instanceof ApiError && error.message)
    ? (error as Error).message
    : fallback;

/**
 * A plan's way to its card form: the plan is selected (the subscription waits for payment) and its intent
 * created; once paid (`activate`) the plan's data is fetched again after the activation delay.
 */
export function usePlanIntent(planId: string, onActivated: (() => void) | undefined) {
  const client = useQueryClient();
  const [phase, setPhase] = useState<PlanPhase>({ kind: 'preparing' });
  const [switching, setSwitching] = useState(false);
  const attempt = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const activate = useCallback(() => {
    setTimeout(() => {
      void refreshSubscription(client, true).then(() => {
        // 000 section 8: the refresh after the payment failed ('Errore nell'aggiornamento. Ricarica la pagina.').
        if (client.getQueryState(subscriptionKeys.access)?.status === 'error') {
          toast.error(subscription.admin.refreshError);
        }
        void client.invalidateQueries({ queryKey: subscriptionKeys.all });
        if (!mounted.current) return;
        setPhase({ kind: 'done', refreshed: true });
        onActivated?.();
      });
    }, ACTIVATION_DELAY_MS);
  }, [client, onActivated]);

  /** Selects the plan and creates its intent; `keepForm`: the form stays shown (disabled) while autoRenew changes. */
  const prepare = useCallback(
    async (renew: boolean, keepForm = false) => {
      const run = ++attempt.current;
      if (keepForm) setSwitching(true);
      else setPhase({ kind: 'preparing' });
      const finish = () => {
        if (run === attempt.current) setSwitching(false);
      };
      let subscriptionId: string;
      try {
        const selected = await selectPlan(planId, renew);
        if (!selected.needsPayment) {
          // The plan is already the active one: nothing to pay.
          if (run === attempt.current) setPhase({ kind: 'done', refreshed: false });
          finish();
          activate();
          return;
        }
        subscriptionId = selected.subscription._id;
      } catch (failure) {
        toast.error(subscription.plans.selectError);
        if (run === attempt.current)
          setPhase({ kind: 'failed', message: messageOf(failure, subscription.plans.selectError) });
        finish();
        return;
      }
      try {
        const intent = await createPlanIntent(planId, subscriptionId);
        if (run === attempt.current) setPhase({ kind: 'form', intent });
      } catch (failure) {
        toast.error(t.createError);
        if (run === attempt.current) setPhase({ kind: 'failed', message: messageOf(failure, t.createError) });
      }
      finish();
    },
    [planId, activate],
  );

  // Once per plan shown: development's second run of the effect must not select and charge twice.
  const preparedFor = useRef<string | null>(null);
  useEffect(() => {
    if (preparedFor.current === planId) return;
    preparedFor.current = planId;
    void prepare(false);
  }, [prepare, planId]);

  const paid = () => {
    setPhase({ kind: 'done', refreshed: false });
    activate();
  };

  return { phase, switching, prepare, paid };
}
