import { Check } from 'lucide-react';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { homeMoreTexts as t } from '../../i18n/home-sections';

/** 'Chi Siamo': the studio in a few lines, with its city and founding year from the shop's settings. */
export function AboutSection({ shop }: { shop: ShopInfo | undefined }) {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="scroll-mt-10 bg-surface-2/50 px-4 py-14 sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-8 md:grid-cols-2">
        <div>
          <h2 id="about-title" className="font-display text-3xl font-semibold sm:text-4xl">
            {t.sections.about}
          </h2>
          <p className="mt-2 text-xl font-semibold text-accent-text">{t.about.title}</p>
          <p className="mt-4 text-lg">{t.about.text(shop?.city)}</p>
          {shop && <p className="mt-3 text-muted">{t.about.since(shop.foundedYear)}</p>}
        </div>
        <ul className="flex flex-col gap-3">
          {t.about.points.map((point) => (
            <li
              key={point}
              className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4"
            >
              <Check className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
