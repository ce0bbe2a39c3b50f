import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { TwintWaiting } from './twint-waiting';
import { useTwintPayment } from './use-twint-payment';
import { twintStatus } from './payments-api';
import { useShopInfo } from '../../lib/shop-info';
import { payments } from '../../i18n/payments';
import { PaymentPageFrame } from './payment-page-frame';

/**
 * /twint/:paymentId: the page a manual TWINT payment's twintUrl opens (ADR 0010): the shop's TWINT details, the
 * amount and the reference, and the payment's status, live, until the admin confirms it.
 */
export default function TwintPayPage() {
  const { paymentId = '' } = useParams();
  const shop = useShopInfo().data ?? null;
  const status = useQuery({
    queryKey: ['payments', 'twint-page', paymentId],
    queryFn: ({ signal }) => twintStatus(paymentId, signal),
    retry: false,
    staleTime: Infinity,
  });
  const twint = useTwintPayment();
  const [checking, setChecking] = useState(false);
  const { resume } = twint;
  const loaded = status.data;

  useEffect(() => {
    if (!loaded) return;
    const { paymentDetails: details } = loaded;
    resume({
      paymentId: details.paymentId,
      twintUrl: '',
      amount: details.amount,
      expiresAt: details.expiresAt ?? '',
      testMode: false,
    });
  }, [loaded, resume]);

  let body;
  if (status.isPending) body = <LoadingBlock label={payments.simulator.loading} minHeight="min-h-32" />;
  else if (status.isError) body = <FormAlert>{payments.simulator.notFound}</FormAlert>;
  else if (status.data.status === 'completed') body = <FormAlert tone="success">{payments.qrPage.statusCompleted}</FormAlert>;
  else if (status.data.status !== 'pending') body = <FormAlert>{payments.errors.twintFailed}</FormAlert>;
  else
    body = (
      <>
        {twint.state.error && <FormAlert>{twint.state.error}</FormAlert>}
        <TwintWaiting
          state={twint.state}
          shop={shop && { name: shop.name, phone: shop.phone, timeZone: shop.timeZone }}
          checking={checking}
          onCheckStatus={() => {
            setChecking(true);
            void twint.checkStatus().finally(() => setChecking(false));
          }}
        />
        {twint.state.phase === 'completed' && <p className="mt-3">{payments.qrPage.statusCompleted}</p>}
      </>
    );
  return <PaymentPageFrame title={payments.qrPage.title}>{body}</PaymentPageFrame>;
}
