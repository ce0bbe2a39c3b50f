import { CalendarCheck, Footprints } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { buttonClasses } from '../../components/button-styles';
import { homeTexts as t } from '../../i18n/home';

/** 'Con Appuntamento' (active) versus 'Senza Appuntamento' (coming soon): 001 section 2, dual-service. */
export function DualService({ bookingPath }: { bookingPath: string }) {
  return (
    <section id="dual-service" aria-labelledby="dual-service-title" className="scroll-mt-10 px-4 py-14 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <h2 id="dual-service-title" className="text-center font-display text-3xl font-semibold sm:text-4xl">
          {t.sections.dualService}
        </h2>
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <article className="flex flex-col gap-3 rounded-2xl border border-accent bg-surface p-6">
            <CalendarCheck className="size-9 text-accent-text" aria-hidden="true" />
            <h3 className="text-2xl font-semibold">{t.dual.withTitle}</h3>
            <p className="flex-1 text-muted">{t.dual.withText}</p>
            <ButtonLink to={bookingPath} size="lg" className="self-start">
              {t.dual.withButton}
            </ButtonLink>
          </article>
          <article className="relative flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6">
            <span className="absolute top-4 right-4 rounded-full bg-accent-soft px-3 py-1 text-xs font-bold tracking-widest text-accent-soft-fg">
              {t.dual.soon}
            </span>
            <Footprints className="size-9 text-muted" aria-hidden="true" />
            <h3 className="text-2xl font-semibold">{t.dual.withoutTitle}</h3>
            <p className="flex-1 text-muted">{t.dual.withoutText}</p>
            <button type="button" disabled className={buttonClasses('secondary', 'lg', 'self-start')}>
              {t.dual.withoutButton}
            </button>
          </article>
        </div>
      </div>
    </section>
  );
}
