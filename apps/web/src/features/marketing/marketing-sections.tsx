import type { Ref } from 'react';
import { useNavigate } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { TextLink } from '../../components/text-link';
import { marketing as t } from '../../i18n/marketing';
import type { TabKey } from './marketing-tabs';

const NAV: readonly { anchor: TabKey | 'testimonials'; label: string }[] = [
  { anchor: 'features', label: t.nav.features },
  { anchor: 'benefits', label: t.nav.benefits },
  { anchor: 'roi', label: t.nav.roi },
  { anchor: 'testimonials', label: t.nav.testimonials },
  { anchor: 'pricing', label: t.nav.pricing },
];

/** The opening: what is sold, 'Richiedi una Demo' and the live demo (this shop's own site). */
export function MarketingHero({ onRequestDemo }: { onRequestDemo: () => void }) {
  return (
    <section className="bg-gradient-to-b from-hero-from to-hero-to">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-14 sm:py-20">
        <p className="font-semibold tracking-wide text-accent-text uppercase">{t.hero.eyebrow}</p>
        <h1 className="max-w-3xl font-display text-4xl leading-tight font-semibold sm:text-5xl">
          {t.hero.title}
        </h1>
        <p className="max-w-2xl text-lg text-muted">{t.hero.text}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={onRequestDemo}>
            {t.hero.requestDemo}
          </Button>
          <ButtonLink to="/" variant="secondary" size="lg" aria-describedby="mk-live-demo-hint">
            <ExternalLink className="size-5" aria-hidden="true" />
            {t.hero.liveDemo}
          </ButtonLink>
        </div>
        <p id="mk-live-demo-hint" className="text-sm text-muted">
          {t.hero.liveDemoHint}
        </p>
      </div>
    </section>
  );
}

/** The anchors of the page's parts; a click moves the hash (the page follows it) without a jump. */
export function MarketingNav({ anchor }: { anchor: string }) {
  const navigate = useNavigate();
  return (
    <nav aria-label={t.nav.label} className="border-b border-border bg-surface">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 gap-y-1 px-2 py-2">
        {NAV.map((item) => (
          <li key={item.anchor}>
            <a
              href={`#${item.anchor}`}
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-fg hover:bg-surface-2"
              onClick={(event) => {
                event.preventDefault();
                void navigate({ hash: item.anchor }, { replace: anchor !== '', preventScrollReset: true });
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The salon owners' words (#testimonials). */
export function MarketingTestimonials({ ref }: { ref: Ref<HTMLElement> }) {
  return (
    <section
      ref={ref}
      id="testimonials"
      aria-labelledby="mk-testimonials-title"
      className="mx-auto mt-16 max-w-6xl scroll-mt-20 px-4"
    >
      <h2 id="mk-testimonials-title" className="font-display text-3xl font-semibold">
        {t.testimonials.title}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {t.testimonials.items.map((item) => (
          <li key={item.name} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
            <blockquote className="text-lg">“{item.text}”</blockquote>
            <div className="mt-auto flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-soft-fg"
              >
                {item.initials}
              </span>
              <p>
                <span className="block font-semibold">{item.name}</span>
                <span className="block text-sm text-muted">{item.role}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing call: the demo request and the live demo again, and the way home. */
export function MarketingCta({ onRequestDemo }: { onRequestDemo: () => void }) {
  return (
    <section aria-labelledby="mk-cta-title" className="mx-auto mt-16 max-w-6xl px-4">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-surface-2 p-6 sm:p-10">
        <h2 id="mk-cta-title" className="font-display text-3xl font-semibold">
          {t.cta.title}
        </h2>
        <p className="text-muted">{t.cta.text}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" onClick={onRequestDemo}>
            {t.hero.requestDemo}
          </Button>
          <ButtonLink to="/" variant="secondary" size="lg">
            {t.hero.liveDemo}
          </ButtonLink>
        </div>
      </div>
      <p className="mt-8">
        <TextLink to="/">{t.footer.home}</TextLink>
      </p>
    </section>
  );
}
