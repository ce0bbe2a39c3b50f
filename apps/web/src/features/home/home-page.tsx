import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { Card } from '../../components/card';
import { LoadingBlock } from '../../components/loading-block';
import { useAuth } from '../../lib/auth-context';
import { shopDetails, shopPending, useShopState } from '../../lib/shop-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { it } from '../../i18n/it';
import { homeTexts as t, type ServiceKey } from '../../i18n/home';
import { DualService } from './dual-service';
import { Hero } from './hero';
import { homeServicesQuery } from './home-api';
import { scrollToSection, SECTION_IDS } from './section-scroll';
import { ServicesSection } from './services-section';
import { SetupPending } from './setup-pending';
import { useInView } from './use-in-view';

// Only a logged-in customer can have a next appointment: visitors never download the card (first-page budget).
const NextAppointment = lazy(() => import('./next-appointment-home'));
// Everything below the services (barber, shop, gallery, about, testimonials, contact, footer): fetched when the
// visitor comes within about a screen of it, so the first visit's JavaScript stays small (TARGETS.md).
const HomeMore = lazy(() => import('./home-more'));
const LOWER_ANCHORS = new Set<string>(SECTION_IDS.slice(SECTION_IDS.indexOf('barbers')));

/** Mounts the lower part once it is near (or asked for by the address's anchor); holds its room meanwhile. */
function LowerPart({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, 0, '800px');
  // The router's location, not window's: the page's first paint is also drawn at build time (ADR 0029). Mounted
  // after the first commit, not in it: the drawn page (no anchor at build time) is adopted as it is, so an address
  // like /#barbers does not make React redraw the whole page.
  const { hash } = useLocation();
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (near || LOWER_ANCHORS.has(decodeURIComponent(hash.slice(1)))) setLoad(true);
  }, [near, hash]);
  return (
    <div ref={ref} className="flex min-h-[100dvh] flex-col">
      {load && (
        <Suspense fallback={<LoadingBlock label={it.app.loading} minHeight="min-h-96" />}>
          {children}
        </Suspense>
      )}
    </div>
  );
}

/** 001 section 9: a service chosen elsewhere opens after 500 ms, lit for 2 s; from the footer lit 5 s after 0.8 s. */
export const HIGHLIGHT = {
  link: { delayMs: 500, durationMs: 2000, open: true },
  footer: { delayMs: 800, durationMs: 5000, open: false },
} as const;

const SERVICE_KEYS = new Set<string>(t.services.map((service) => service.key));
const isServiceKey = (value: string | null): value is ServiceKey => value !== null && SERVICE_KEYS.has(value);

/** Scrolls to the services and lights one card (and opens its details when asked); timers cleared on unmount. */
function useServiceHighlight() {
  const [highlighted, setHighlighted] = useState<ServiceKey | null>(null);
  const [open, setOpen] = useState<ServiceKey | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  useEffect(() => clear, []);
  const highlight = useCallback((key: ServiceKey, how: (typeof HIGHLIGHT)[keyof typeof HIGHLIGHT]) => {
    clear();
    setHighlighted(null);
    scrollToSection('services');
    timers.current.push(
      setTimeout(() => {
        setHighlighted(key);
        if (how.open) setOpen(key);
      }, how.delayMs),
      setTimeout(() => setHighlighted(null), how.delayMs + how.durationMs),
    );
  }, []);
  return { highlighted, open, setOpen, highlight };
}

/**
 * The homepage (001 section 2): hero, dual-service, services, barber and prices, the shop (mounted when
 * reached), video gallery, about, testimonials, contact and footer, in the spec's order with its anchors.
 */
export default function HomePage() {
  const { user } = useAuth();
  const shopQuery = useShopState();
  // The answers arrive after React has adopted the drawn page, and a query's news is drawn in one task React cannot
  // slice (useSyncExternalStore): the deferred copies keep that task small (the sections are memoised, so they wait)
  // and redraw the sections in a background render React slices between the visitor's input (issue 30, ADR 0074).
  const shopData = useDeferredValue(shopQuery.data);
  const shop = shopData ? (shopDetails(shopData) ?? undefined) : undefined;
  // A fresh install before its first-run setup: no details yet, the page says so (never an error).
  const pending = shopPending(shopData);
  useDocumentTitle(shop?.name);
  // Prices once the shop is known to be set up (a fresh install has none to show).
  const services = useQuery({ ...homeServicesQuery, enabled: shop !== undefined });
  const servicesData = useDeferredValue(services.data);
  const bookingPath = user ? '/booking' : '/guest-booking';
  const { highlighted, open, setOpen, highlight } = useServiceHighlight();
  const [params] = useSearchParams();
  const linked = params.get('servizio');

  // A link from elsewhere (?servizio=hair-tattoo): the card opens and is lit once the page is there.
  useEffect(() => {
    if (isServiceKey(linked)) highlight(linked, HIGHLIGHT.link);
  }, [linked, highlight]);

  // An anchor in the address (/#services from another page): go there (the lower part does it for its own).
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && !LOWER_ANCHORS.has(id) && !isServiceKey(linked)) scrollToSection(id);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <Hero shop={shop} shopFailed={shopQuery.isError} pending={pending !== null} user={user} />
      {user?.role === 'client' && (
        <Suspense fallback={null}>
          <NextAppointment />
        </Suspense>
      )}
      {pending ? (
        <section aria-label={it.home.setupPendingTitle} className="mx-auto w-full max-w-6xl px-4 py-12">
          <Card className="min-h-64">
            <SetupPending needsSetup={pending.needsSetup} />
          </Card>
        </section>
      ) : (
        <>
          <DualService bookingPath={bookingPath} />
          <ServicesSection
            services={servicesData}
            bookingPath={bookingPath}
            open={open}
            onOpen={setOpen}
            highlighted={highlighted}
          />
          <LowerPart>
            <HomeMore
              shop={shop}
              shopFailed={shopQuery.isError}
              onRetryShop={() => void shopQuery.refetch()}
              services={services}
              bookingPath={bookingPath}
              onService={(key) => highlight(key, HIGHLIGHT.footer)}
            />
          </LowerPart>
        </>
      )}
    </>
  );
}
