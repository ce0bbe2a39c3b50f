import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { homeMoreTexts as t } from '../../i18n/home-sections';
import { useReducedMotion } from './use-reduced-motion';
import { HomeSection } from './home-section';

/** 001 section 9: testimonials rotate every 5000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

/**
 * The carousel of six reviews: advances every 5 s and wraps around; arrows and dots move it by hand. It stands
 * still for visitors who prefer reduced motion, while the pointer or the keyboard focus is inside, and after
 * the pause button (WCAG 2.2.2). While it moves by itself the change is not announced.
 */
export function Testimonials() {
  const entries = t.testimonials.entries;
  const total = entries.length;
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hold, setHold] = useState(false);
  const rotating = !reduced && !stopped && !hold;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % total), TESTIMONIAL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, total]);

  const go = (next: number) => setIndex(((next % total) + total) % total);
  const entry = entries[index]!;

  return (
    <HomeSection id="testimonials" title={t.sections.testimonials} width="max-w-3xl">
      <div
        role="region"
        aria-roledescription="carosello"
        aria-label={t.testimonials.label}
        className="mt-8"
        onPointerEnter={() => setHold(true)}
        onPointerLeave={() => setHold(false)}
        onFocus={() => setHold(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHold(false);
        }}
      >
        <div aria-live={rotating ? 'off' : 'polite'}>
          <figure
            role="group"
            aria-roledescription="recensione"
            aria-label={t.testimonials.slide(index + 1, total)}
            className="flex min-h-64 flex-col items-center justify-center gap-4 rounded-2xl border border-border bg-surface p-6 text-center sm:min-h-56"
          >
            <Quote className="size-8 text-accent-text" aria-hidden="true" />
            <blockquote className="text-lg text-balance sm:text-xl">{entry.text}</blockquote>
            <figcaption className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-soft-fg"
              >
                {entry.initials}
              </span>
              <span className="font-semibold">{entry.name}</span>
            </figcaption>
          </figure>
        </div>
        <div className="mt-4 flex items-center justify-center gap-2">
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={t.testimonials.previous}
            className={iconButton}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <ul className="flex items-center">
            {entries.map((item, i) => (
              <li key={item.name}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t.testimonials.goTo(i + 1)}
                  aria-current={i === index ? 'true' : undefined}
                  className="flex size-8 items-center justify-center rounded-full"
                >
                  <span
                    className={`block size-2.5 rounded-full ${i === index ? 'bg-accent' : 'bg-input-border'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={t.testimonials.next}
            className={iconButton}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          {!reduced && (
            <button
              type="button"
              onClick={() => setStopped(!stopped)}
              aria-label={stopped ? t.testimonials.play : t.testimonials.pause}
              className={iconButton}
            >
              {stopped ? (
                <Play className="size-5" aria-hidden="true" />
              ) : (
                <Pause className="size-5" aria-hidden="true" />
              )}
            </button>
          )}
        </div>
      </div>
    </HomeSection>
  );
}

const iconButton =
  'flex size-11 items-center justify-center rounded-full border border-input-border bg-surface hover:bg-surface-2';
