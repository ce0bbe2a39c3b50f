import { Check, X } from 'lucide-react';
import { Button } from '../../../components/button';
import { shortReference } from '../../payments';
import { formatChf, formatDateTime } from '../../../lib/format';
import { payments } from '../../../i18n/payments';
import { twintAge } from './twint-age';
import type { TwintPayment } from './twint-api';

const t = payments.admin;

// The spec's status colours where they exist: pending yellow, completed green, the failures red.
const tones: Record<TwintPayment['status'], string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg',
  completed: 'bg-status-confirmed-bg text-status-confirmed-fg',
  failed: 'bg-status-cancelled-bg text-status-cancelled-fg',
  cancelled: 'bg-status-cancelled-bg text-status-cancelled-fg',
  expired: 'bg-surface-2 text-muted',
};

export const customerOf = (payment: TwintPayment) =>
  payment.customerDetails?.name || payment.customerDetails?.email || t.unknownCustomer;

/** One TWINT payment of the admin's list; only a pending one can be confirmed or cancelled. */
export function TwintPaymentCard({
  payment,
  now,
  busy,
  onConfirm,
  onCancel,
}: {
  payment: TwintPayment;
  now: Date;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const pending = payment.status === 'pending';
  const age = twintAge(payment.createdAt, now);
  return (
    <article
      aria-label={t.itemLabel(formatChf(payment.amount), customerOf(payment))}
      className="flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="text-xl font-semibold tabular-nums">{formatChf(payment.amount)}</h4>
          <p className="text-sm text-muted">{payment.description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${tones[payment.status]}`}>
            {t.statuses[payment.status]}
          </span>
          {pending && (
            <span className="text-sm font-medium" title={formatDateTime(payment.createdAt)}>
              {age}
            </span>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t.customer}</dt>
        <dd className="break-words">
          {customerOf(payment)}
          {payment.customerDetails?.email && payment.customerDetails.name && (
            <span className="block text-muted">{payment.customerDetails.email}</span>
          )}
        </dd>
        <dt className="text-muted">{t.kind}</dt>
        <dd>{t.kinds[payment.metadata.type]}</dd>
        <dt className="text-muted">{t.reference}</dt>
        <dd className="font-mono font-semibold tracking-wider">{shortReference(payment.paymentId)}</dd>
        <dt className="text-muted">{t.created}</dt>
        <dd>{formatDateTime(payment.createdAt)}</dd>
        {payment.completedAt && (
          <>
            <dt className="text-muted">{t.completed}</dt>
            <dd>{formatDateTime(payment.completedAt)}</dd>
          </>
        )}
        {payment.twintTransactionId && (
          <>
            <dt className="text-muted">{t.transaction}</dt>
            <dd className="break-all">{payment.twintTransactionId}</dd>
          </>
        )}
        {payment.errorMessage && (
          <>
            <dt className="text-muted">{t.reason}</dt>
            <dd className="break-words">{payment.errorMessage}</dd>
          </>
        )}
      </dl>
      {pending && (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
          <Button disabled={busy} onClick={onConfirm}>
            <Check className="size-4" aria-hidden="true" />
            {t.confirm}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            <X className="size-4" aria-hidden="true" />
            {t.cancel}
          </Button>
        </div>
      )}
    </article>
  );
}
