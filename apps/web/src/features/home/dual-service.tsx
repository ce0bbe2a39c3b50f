import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Footprints } from 'lucide-react';
import { roundWait } from '@barber/shared/domain/walk-ins';
import { ButtonLink } from '../../components/button-link';
import { buttonClasses } from '../../components/button-styles';
import { homeTexts as t } from '../../i18n/home';
import { walkIns } from '../../i18n/walk-ins';
import { homeWalkInQueueQuery } from './home-api';
import { HomeSection } from './home-section';

/**
 * 'Con Appuntamento' versus 'Senza Appuntamento' (001 section 2, dual-service). The walk-in side is the spec's
 * 'coming soon' until the owner opens the queue (ADR 0063); then it shows the current wait and leads to /coda.
 */
export const DualService = memo(function DualService({ bookingPath }: { bookingPath: string }) {
  const queue = useQuery(homeWalkInQueueQuery);
  const open = queue.data?.enabled === true;
  const wait = queue.data?.currentWaitMinutes ?? null;
  return (
    <HomeSection id="dual-service" title={t.sections.dualService}>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <article className="flex flex-col gap-3 rounded-2xl border border-accent bg-surface p-6">
          <CalendarCheck className="size-9 text-accent-text" aria-hidden="true" />
          <h3 className="text-2xl font-semibold">{t.dual.withTitle}</h3>
          <p className="flex-1 text-muted">{t.dual.withText}</p>
          <ButtonLink to={bookingPath} size="lg" className="self-start">
            {t.dual.withButton}
          </ButtonLink>
        </article>
        <article
          className={`relative flex flex-col gap-3 rounded-2xl border bg-surface p-6 ${open ? 'border-accent' : 'border-border'}`}
        >
          {!open && (
            <span className="absolute top-4 right-4 rounded-full bg-accent-soft px-3 py-1 text-xs font-bold tracking-widest text-accent-soft-fg">
              {t.dual.soon}
            </span>
          )}
          <Footprints className={`size-9 ${open ? 'text-accent-text' : 'text-muted'}`} aria-hidden="true" />
          <h3 className="text-2xl font-semibold">{t.dual.withoutTitle}</h3>
          <p className="flex-1 text-muted">{t.dual.withoutText}</p>
          {open && (
            <p className="text-lg font-semibold" data-testid="walk-in-wait">
              {wait === null ? walkIns.home.full : walkIns.home.wait(roundWait(wait))}
            </p>
          )}
          {open ? (
            <ButtonLink to="/coda" size="lg" className="self-start">
              {walkIns.home.join}
            </ButtonLink>
          ) : (
            <button type="button" disabled className={buttonClasses('secondary', 'lg', 'self-start')}>
              {t.dual.withoutButton}
            </button>
          )}
        </article>
      </div>
    </HomeSection>
  );
});
