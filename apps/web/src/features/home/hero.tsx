import { memo } from 'react';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { User } from '@barber/shared/schemas/auth';
import { ChevronDown } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { BusinessCardButton } from '../business-card';
import { it } from '../../i18n/it';
import { homeTexts as t } from '../../i18n/home';
import { heroAction } from './hero-action';
import { HeroMedia } from './hero-media';
import { scrollToSection } from './section-scroll';

/**
 * The hero (001 section 2, Homepage): video background, the shop's name and tagline, then the slogan and the
 * three ways in, or a welcome and the role's button; the digital business card and a way down to dual-service.
 * Always dark (its own data-theme): white text on the darkened video in both themes. It starts under the
 * transparent navbar. Its height is reserved for its tallest content (logged out, on a phone), so nothing moves
 * when the shop's details arrive (CLS) and the poster is painted at its final size (it stays the LCP).
 */
export const Hero = memo(function Hero({
  shop,
  shopFailed,
  pending = false,
  user,
}: {
  shop?: ShopInfo;
  shopFailed: boolean;
  /** The shop is being set up: no name yet, and nothing to book. */
  pending?: boolean;
  user: User | null;
}) {
  const action = user ? heroAction(user.role) : null;
  return (
    <section
      id="hero"
      data-theme="dark"
      aria-labelledby="hero-title"
      className="relative -mt-16 flex min-h-[46rem] items-center justify-center overflow-hidden bg-[#151417] px-4 pt-28 pb-24 text-center text-fg sm:min-h-[42rem]"
    >
      <HeroMedia />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-5">
        <h1
          id="hero-title"
          className="font-display text-4xl font-semibold text-balance text-white sm:text-6xl"
        >
          {shop ? shop.name : shopFailed || pending ? it.nav.homeFallbackName : <TitlePlaceholder />}
        </h1>
        <p className="min-h-7 text-lg text-white/90 sm:text-xl">{shop?.tagline}</p>
        {pending ? (
          <p className="text-2xl font-semibold text-accent-text">{it.home.setupPendingTitle}</p>
        ) : user && action ? (
          <>
            <p className="text-2xl font-semibold text-accent-text">{it.home.welcome(user.firstName)}</p>
            <p className="text-white/90">{it.home.welcomeText}</p>
            <div className="flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row">
              <ButtonLink to={action.to} size="lg" className="w-full sm:w-auto">
                {action.label}
              </ButtonLink>
              <BusinessCardButton className="min-h-12 w-full sm:w-auto" />
            </div>
          </>
        ) : (
          <>
            <p className="text-2xl font-semibold text-accent-text">{it.home.slogan}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <ButtonLink to="/login" size="lg" variant="secondary">
                {it.home.login}
              </ButtonLink>
              <ButtonLink to="/register" size="lg" variant="secondary">
                {it.home.register}
              </ButtonLink>
              <ButtonLink to="/guest-booking" size="lg">
                {it.home.guestBooking}
              </ButtonLink>
            </div>
            <BusinessCardButton className="min-h-12 w-full sm:w-auto" />
          </>
        )}
      </div>
      <button
        type="button"
        onClick={() => scrollToSection('dual-service')}
        className="absolute bottom-4 left-1/2 flex size-12 -translate-x-1/2 items-center justify-center rounded-full border border-white/40 bg-black/40 text-white hover:bg-black/60"
        aria-label={t.hero.scrollDown}
      >
        <ChevronDown className="size-6 motion-safe:animate-bounce" aria-hidden="true" />
      </button>
    </section>
  );
});

function TitlePlaceholder() {
  return (
    <>
      <span className="sr-only">{it.app.loading}</span>
      <span
        aria-hidden="true"
        className="inline-block h-[1em] w-64 max-w-full animate-pulse rounded-lg bg-white/15"
      />
    </>
  );
}
