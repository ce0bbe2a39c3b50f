import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth-context';
import { formatYear } from '../../lib/format';
import { errorMessage } from '../../lib/form-errors';
import { shopDetails, shopPending, useShopState } from '../../lib/shop-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { it } from '../../i18n/it';
import { Hero } from './hero';
import { SetupPending } from './setup-pending';
import { ShopDetails } from './shop-details';

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
            <div role="alert" className="flex flex-col items-start gap-3">
              <p>{it.home.loadError}</p>
              <p className="text-sm text-muted">{errorMessage(shopQuery.error)}</p>
              <Button variant="secondary" onClick={() => void shopQuery.refetch()}>
                <RefreshCw className="size-4" aria-hidden="true" />
                {it.home.retry}
              </Button>
            </div>
          ) : (
            <div className="flex min-h-52 items-center justify-center text-accent-text">
              <Spinner label={it.app.loading} className="size-8" />
            </div>
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
