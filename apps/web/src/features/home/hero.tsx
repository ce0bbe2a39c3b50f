import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { User } from '@barber/shared/schemas/auth';
import { ButtonLink } from '../../components/button-link';
import { it } from '../../i18n/it';
import { heroAction } from './hero-action';

/** The shop's name and tagline, then the slogan and entry buttons, or a welcome and the role's button. */
export function Hero({
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
      aria-labelledby="hero-title"
      className="bg-linear-to-b from-hero-from to-hero-to px-4 py-16 text-center sm:py-24"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5">
        <h1 id="hero-title" className="font-display text-4xl font-semibold text-balance sm:text-6xl">
          {shop ? shop.name : shopFailed || pending ? it.nav.homeFallbackName : <TitlePlaceholder />}
        </h1>
        <p className="min-h-7 text-lg text-muted sm:text-xl">{shop?.tagline}</p>
        {pending ? (
          <p className="text-2xl font-semibold text-accent-text">{it.home.setupPendingTitle}</p>
        ) : user && action ? (
          <>
            <p className="text-2xl font-semibold text-accent-text">{it.home.welcome(user.firstName)}</p>
            <p className="text-muted">{it.home.welcomeText}</p>
            <ButtonLink to={action.to} size="lg">
              {action.label}
            </ButtonLink>
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
          </>
        )}
      </div>
    </section>
  );
}

function TitlePlaceholder() {
  return (
    <>
      <span className="sr-only">{it.app.loading}</span>
      <span
        aria-hidden="true"
        className="inline-block h-[1em] w-64 max-w-full animate-pulse rounded-lg bg-surface-2"
      />
    </>
  );
}
