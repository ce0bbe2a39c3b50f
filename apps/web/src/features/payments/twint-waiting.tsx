import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, QrCode } from 'lucide-react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { Spinner } from '../../components/spinner';
import { formatChf, formatDateTime, formatPhone } from '../../lib/format';
import { payments } from '../../i18n/payments';
import type { TwintState } from './twint-flow';
import { shortReference, twintHref } from './twint-reference';
import { twintQrQuery } from './twint-qr';

const t = payments.twint;

export interface ShopTwint {
  name: string;
  phone: string;
  timeZone: string;
}

/**
 * How to pay the shop when there is no simulator: its TWINT QR code (uploaded by the admin; on white in both
 * themes, as scanners need it), else its phone number, then the amount and the reference.
 */
export function TwintPayInstructions({
  amount,
  reference,
  shop,
}: {
  amount: number;
  reference: string;
  shop: ShopTwint | null;
}) {
  const qr = useQuery(twintQrQuery).data;
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <p className="flex items-center gap-2 font-semibold">
        <QrCode className="size-5 text-accent-text" aria-hidden="true" />
        {t.qrTitle}
      </p>
      {qr ? (
        <>
          <img
            src={qr.url}
            alt={t.qrImageAlt(shop?.name ?? '')}
            width={224}
            height={224}
            className="mx-auto mt-3 size-56 rounded-lg bg-white object-contain p-3"
          />
          <p className="mt-2">{t.qrScan}</p>
        </>
      ) : (
        <>
          <p className="mt-2">{t.qrText(shop?.name ?? '')}</p>
          {shop?.phone && <p className="mt-1">{t.qrFallback(formatPhone(shop.phone))}</p>}
        </>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t.amount}</dt>
        <dd className="font-semibold tabular-nums">{formatChf(amount)}</dd>
        <dt className="text-muted">{t.reference}</dt>
        <dd className="font-mono font-semibold tracking-wider">{shortReference(reference)}</dd>
      </dl>
      <p className="mt-2 text-sm text-muted">{t.referenceHint}</p>
    </div>
  );
}

/**
 * The TWINT waiting view (001 section 4): processing, waiting for the confirmation (the simulator's link in
 * test mode, the shop's TWINT details otherwise), 'Controlla Stato' once polling has run out, then completed.
 */
export function TwintWaiting({
  state,
  shop,
  checking,
  completedText = t.completedText,
  onCheckStatus,
}: {
  state: TwintState;
  shop: ShopTwint | null;
  checking: boolean;
  /** What happens next once paid: the booking or the order is being recorded. */
  completedText?: string;
  onCheckStatus: () => void;
}) {
  const { phase, payment } = state;
  if (phase === 'idle') return null;
  return (
    <section aria-labelledby="twint-waiting-title" className="mt-6 rounded-xl border border-accent bg-surface-2 p-4">
      <h3 id="twint-waiting-title" className="text-lg font-semibold">
        {t.title}
      </h3>
      <p role="status" className="mt-1 flex items-center gap-2 font-medium">
        {phase === 'completed' ? (
          <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
        ) : (
          <Spinner className="size-4" />
        )}
        <span>
          <span className="sr-only">{`${t.statusLabel}: `}</span>
          {phase === 'processing' && t.processing}
          {phase === 'waiting_confirmation' && t.waiting}
          {phase === 'manual_check' && t.states.manual_check}
          {phase === 'completed' && t.completed}
        </span>
      </p>
      {phase === 'completed' && <p className="mt-1 text-muted">{completedText}</p>}
      {payment && phase !== 'completed' && (
        <div className="mt-3 flex flex-col gap-3">
          {payment.testMode ? (
            <>
              <p className="text-sm text-muted">{t.simulatorHint}</p>
              <a
                href={twintHref(payment.twintUrl, window.location.origin)}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg hover:bg-accent-hover"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                {t.openSimulator}
              </a>
            </>
          ) : (
            <TwintPayInstructions amount={payment.amount} reference={payment.paymentId} shop={shop} />
          )}
          {payment.expiresAt && (
            <p className="text-sm text-muted">
              {t.expires(formatDateTime(payment.expiresAt, shop?.timeZone).split(', ')[1] ?? '')}
            </p>
          )}
        </div>
      )}
      {phase === 'manual_check' && (
        <div className="mt-3 flex flex-col gap-2">
          <p>{t.manualCheck}</p>
          <Button variant="secondary" className="self-start" pending={checking} pendingLabel={t.checking} onClick={onCheckStatus}>
            {t.checkStatus}
          </Button>
        </div>
      )}
      {state.notice && (
        <div className="mt-3">
          <FormAlert tone="success">{state.notice}</FormAlert>
        </div>
      )}
    </section>
  );
}
