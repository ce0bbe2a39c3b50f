import { lazy, Suspense } from 'react';
import { Card } from '../../components/card';
import { LoadingBlock } from '../../components/loading-block';
import { LoadErrorPanel } from '../../components/load-error';
import { useAuth } from '../../lib/auth-context';
import { formatYear } from '../../lib/format';
import { errorMessage } from '../../lib/form-errors';
import { shopDetails, shopPending, useShopState } from '../../lib/shop-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { it } from '../../i18n/it';
import { Hero } from './hero';
import { SetupPending } from './setup-pending';
import { ShopDetails } from './shop-details';

// Only a logged-in customer can have a next appointment: visitors never download the card (first-page budget).
const NextAppointment = lazy(() => import('./next-appointment-home'));

export default function HomePage() {
  const { user } = useAuth();
  const shopQuery = useShopState();
  const shop = shopQuery.data ? (shopDetails(shopQuery.data) ?? undefined) : undefined;
  // A fresh install before its first-run setup: no details yet, the page says so (never an error).
  const pending = shopPending(shopQuery.data);
  useDocumentTitle(shop?.name);

  return (
    <>
      <Hero shop={shop} shopFailed={shopQuery.isError} pending={pending !== null} user={user} />
      {user?.role === 'client' && (
        <Suspense fallback={null}>
          <NextAppointment />
        </Suspense>
      )}
      <section aria-labelledby="info-title" className="mx-auto w-full max-w-6xl px-4 py-12">
        <h2 id="info-title" className="font-display text-2xl font-semibold sm:text-3xl">
          {it.home.infoTitle}
        </h2>
        <Card className="mt-6 min-h-64">
          {shop ? (
            <ShopDetails shop={shop} />
          ) : pending ? (
            <SetupPending needsSetup={pending.needsSetup} />
          ) : shopQuery.isError ? (
            <LoadErrorPanel
              message={it.home.loadError}
              detail={errorMessage(shopQuery.error)}
              retryLabel={it.home.retry}
              onRetry={() => void shopQuery.refetch()}
            />
          ) : (
            <LoadingBlock label={it.app.loading} minHeight="min-h-52" />
          )}
        </Card>
      </section>
      <footer className="mt-auto border-t border-border px-4 py-6 pb-16 text-center text-sm text-muted">
        {it.home.footer(formatYear(new Date(), shop?.timeZone), shop?.name ?? it.nav.homeFallbackName)}
        {' · '}
        {it.app.version}
      </footer>
    </>
  );
}
