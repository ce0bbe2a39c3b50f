import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DialogForm } from '../../../components/dialog-form';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatChf } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { payments } from '../../../i18n/payments';
import { CardListTab } from '../card-list-tab';
import { adminKeys } from '../admin-request';
import {
  TWINT_REFRESH_MS,
  cancelTwint,
  confirmTwint,
  twintPaymentsKey,
  twintPaymentsQuery,
  type TwintFilter,
  type TwintPayment,
} from './twint-api';
import { TwintPaymentCard, customerOf } from './twint-payment-card';
import { TwintQrSettings } from './twint-qr-settings';

const t = payments.admin;
const FILTERS: readonly TwintFilter[] = ['all', 'pending', 'completed', 'failed'];

type Action = { kind: 'confirm' | 'cancel'; payment: TwintPayment };

const loadError = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? t.notFoundEndpoint : t.loadError;

/**
 * 'Pagamenti Twint' (002 section 2): the manual TWINT payments, filtered All / Pending / Completed / Failed,
 * refreshed every 30 s; a pending one is confirmed (money seen on the shop's account) or cancelled with a
 * reason, each after a confirmation dialog.
 */
export function TwintTab() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<TwintFilter>('all');
  const list = useQuery(twintPaymentsQuery(filter));
  const [now, setNow] = useState(() => new Date());
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState(t.defaultReason);

  // The age labels move on with the clock, between the refreshes too.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TWINT_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => setNow(new Date()), [list.dataUpdatedAt]);

  const settle = useMutation({
    mutationFn: (current: Action) =>
      current.kind === 'confirm'
        ? confirmTwint(current.payment, new Date())
        : cancelTwint(current.payment, reason.trim() || t.defaultReason),
    onSuccess: (_answer, current) => {
      toast.success(
        current.kind === 'confirm' ? t.confirmed(current.payment.amount.toFixed(2)) : t.cancelled,
      );
      setAction(null);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: twintPaymentsKey });
      // The appointment's payment state changed with it.
      void queryClient.invalidateQueries({ queryKey: adminKeys.appointments });
    },
  });

  const failure = (error: Error | null, kind: Action['kind']) => {
    if (!error) return undefined;
    if (kind === 'cancel') return t.cancelError;
    return error instanceof ApiError && error.status === 404 ? t.confirmNotFound : t.confirmError;
  };

  const open = (next: Action) => {
    settle.reset();
    setReason(t.defaultReason);
    setAction(next);
  };
  const close = () => {
    if (!settle.isPending) setAction(null);
  };
  const who = action ? customerOf(action.payment) : '';
  const amount = action ? formatChf(action.payment.amount) : '';

  return (
    <CardListTab
      id="twint-title"
      texts={t}
      summary={<p className="text-sm text-muted">{t.autoRefresh}</p>}
      query={list}
      loadError={loadError(list.error)}
      filters={
        <div role="group" aria-label={t.filtersLabel} className="flex flex-wrap gap-2">
          {FILTERS.map((key) => (
            <Button
              key={key}
              variant={filter === key ? 'primary' : 'secondary'}
              aria-pressed={filter === key}
              onClick={() => setFilter(key)}
            >
              {t.filters[key]}
            </Button>
          ))}
        </div>
      }
      filtered={filter !== 'all'}
      rows={list.data ?? []}
      card={(payment) => (
        <TwintPaymentCard
          payment={payment}
          now={now}
          busy={settle.isPending}
          onConfirm={() => open({ kind: 'confirm', payment })}
          onCancel={() => open({ kind: 'cancel', payment })}
        />
      )}
    >
      <TwintQrSettings />

      <ConfirmDialog
        open={action?.kind === 'confirm'}
        onOpenChange={(next) => !next && close()}
        title={t.confirmTitle}
        message={t.confirmText(amount, who)}
        confirmLabel={t.confirmAction}
        cancelLabel={t.keep}
        closeLabel={t.close}
        pendingLabel={t.working}
        pending={settle.isPending}
        error={failure(settle.error, 'confirm')}
        onConfirm={() => action && settle.mutate(action)}
      />
      <DialogForm
        open={action?.kind === 'cancel'}
        onClose={close}
        title={t.cancelTitle}
        description={t.cancelText(amount, who)}
        closeLabel={t.close}
        onSubmit={() => action && settle.mutate(action)}
        pending={settle.isPending}
        cancelLabel={t.keep}
        submitLabel={t.cancelAction}
        pendingLabel={t.working}
      >
        <TextField
          label={t.cancelReason}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        {settle.error && action?.kind === 'cancel' && (
          <p role="alert" className="rounded-lg border-l-4 border-danger bg-danger-soft px-4 py-3">
            {failure(settle.error, 'cancel')}
          </p>
        )}
      </DialogForm>
    </CardListTab>
  );
}
