import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FlaskConical } from 'lucide-react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { shortReference } from './twint-reference';
import { ApiError } from '../../lib/api-client';
import { formatChf } from '../../lib/format';
import { simulateTwint, twintStatus } from './payments-api';
import { payments } from '../../i18n/payments';
import { PaymentPageFrame } from './payment-page-frame';

const t = payments.simulator;

/**
 * /twint-simulator/:paymentId: test mode's stand-in for the payer's TWINT app (ADR 0010). It shows what is being
 * paid and approves or declines it; the booking page that waits for it hears the outcome live.
 */
export default function TwintSimulatorPage() {
  const { paymentId = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['payments', 'twint-simulator', paymentId];
  const status = useQuery({ queryKey: key, queryFn: ({ signal }) => twintStatus(paymentId, signal), retry: false });
  const decide = useMutation({
    mutationFn: (outcome: 'approve' | 'decline') => simulateTwint(paymentId, outcome),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  let body;
  if (status.isPending) body = <LoadingBlock label={t.loading} minHeight="min-h-32" />;
  else if (status.isError) body = <FormAlert>{t.notFound}</FormAlert>;
  else {
    const { paymentDetails: details } = status.data;
    const pending = status.data.status === 'pending';
    body = (
      <>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-border p-4">
          <dt className="text-muted">{t.amount}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatChf(details.amount)}</dd>
          <dt className="text-muted">{t.description}</dt>
          <dd className="break-words">{details.description}</dd>
          <dt className="text-muted">{t.reference}</dt>
          <dd className="font-mono font-semibold tracking-wider">{shortReference(details.paymentId)}</dd>
          <dt className="text-muted">{payments.twint.statusLabel}</dt>
          <dd>{payments.admin.statuses[status.data.status]}</dd>
        </dl>
        <div className="mt-4" aria-live="polite">
          {decide.isSuccess && (
            <FormAlert tone="success">{decide.variables === 'approve' ? t.approved : t.declined}</FormAlert>
          )}
          {decide.isError && (
            <FormAlert>
              {decide.error instanceof ApiError && decide.error.message ? decide.error.message : payments.errors.twint}
            </FormAlert>
          )}
          {!pending && !decide.isSuccess && <FormAlert tone="success">{t.notPending}</FormAlert>}
        </div>
        {pending && (
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              size="lg"
              disabled={decide.isPending}
              onClick={() => decide.mutate('decline')}
            >
              {t.decline}
            </Button>
            <Button
              size="lg"
              pending={decide.isPending}
              pendingLabel={t.sending}
              onClick={() => decide.mutate('approve')}
            >
              {t.approve}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <PaymentPageFrame title={t.title}>
      <p className="mb-4 flex items-start gap-2 rounded-lg border border-warning-border bg-warning-soft px-3 py-2 text-sm text-warning-fg">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>{payments.panel.testMode}</strong>
          {` · ${t.intro}`}
        </span>
      </p>
      {body}
    </PaymentPageFrame>
  );
}
