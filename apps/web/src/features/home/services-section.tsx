import { memo, lazy, Suspense } from 'react';
import { Baby, Brush, Eye, Scissors, Sparkles, SprayCan } from 'lucide-react';
import type { Service } from '@barber/shared/schemas/catalog';
import { formatChf } from '../../lib/format';
import { homeTexts as t, type ServiceKey } from '../../i18n/home';
import { serviceByName } from './home-api';
import { HomeSection } from './home-section';

// The dialog (Radix) is fetched on the first open, not with the page.
const ServiceModal = lazy(() => import('./service-modal'));

const ICONS: Record<ServiceKey, typeof Scissors> = {
  'cut-shampoo': SprayCan,
  beard: Brush,
  'cut-beard': Scissors,
  child: Baby,
  'hair-tattoo': Sparkles,
  eyebrows: Eye,
};

/**
 * The six service cards (001 section 2, Services), each opening its detail dialog. `open` and `highlighted`
 * are driven by the page: a service chosen elsewhere (the footer, a ?servizio= link) is highlighted, and
 * opened when it comes from another page.
 */
export const ServicesSection = memo(function ServicesSection({
  services,
  bookingPath,
  open,
  onOpen,
  highlighted,
}: {
  services: readonly Service[] | undefined;
  bookingPath: string;
  open: ServiceKey | null;
  onOpen: (key: ServiceKey | null) => void;
  highlighted: ServiceKey | null;
}) {
  const current = open ? t.services.find((s) => s.key === open) : undefined;

  return (
    <HomeSection
      id="services"
      title={t.sections.services}
      intro={t.sections.servicesIntro}
      tinted
      scrollMargin="scroll-mt-20"
      after={
        current && (
          <Suspense fallback={null}>
            <ServiceModal
              item={current}
              service={serviceByName(services, current.name)}
              bookingPath={bookingPath}
              onClose={() => onOpen(null)}
            />
          </Suspense>
        )
      }
    >
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {t.services.map((item) => {
          const Icon = ICONS[item.key];
          const price = serviceByName(services, item.name)?.price;
          const lit = highlighted === item.key;
          return (
            <li key={item.key}>
              <button
                type="button"
                id={`service-${item.key}`}
                data-highlighted={lit || undefined}
                aria-haspopup="dialog"
                aria-label={t.serviceOpen(item.name)}
                onClick={() => onOpen(item.key)}
                className={`flex h-full w-full flex-col items-start gap-2 rounded-2xl border bg-surface p-5 text-left transition-shadow hover:border-accent ${
                  lit ? 'border-accent shadow-[0_0_0_3px_var(--accent)]' : 'border-border'
                }`}
              >
                <span className="flex w-full items-center justify-between gap-3">
                  <Icon className="size-8 text-accent-text" aria-hidden="true" />
                  <span className="min-h-7 text-lg font-semibold text-accent-text">
                    {price !== undefined ? formatChf(price) : ''}
                  </span>
                </span>
                <span className="text-xl font-semibold">{item.name}</span>
                <span className="text-muted">{item.summary}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
});
