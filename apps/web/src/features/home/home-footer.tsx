import { Camera, Clapperboard, MessageCircle, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { formatYear } from '../../lib/format';
import { shopSocialLinks } from '../../lib/social-links';
import { it } from '../../i18n/it';
import { homeTexts, type ServiceKey } from '../../i18n/home';
import { homeMoreTexts as t } from '../../i18n/home-sections';
import { scrollToSection } from './section-scroll';
import { LanguageItems } from '../../components/language-items';

/**
 * The homepage's footer (001 section 2, Footer): quick menu to the sections, 'Lavora con Noi', the service
 * list that scrolls to the services and highlights one, the social links, year, version label and credit.
 */
export function HomeFooter({
  shop,
  onService,
}: {
  shop: ShopInfo | undefined;
  onService: (key: ServiceKey) => void;
}) {
  const location = useLocation();
  const links = shop ? shopSocialLinks(shop, t.footer.whatsappGreeting) : null;
  const social = [
    links?.instagram ? { href: links.instagram, label: t.footer.instagram, Icon: Camera } : null,
    links?.facebook ? { href: links.facebook, label: t.footer.facebook, Icon: Users } : null,
    links?.tiktok ? { href: links.tiktok, label: t.footer.tiktok, Icon: Clapperboard } : null,
    links?.whatsapp ? { href: links.whatsapp, label: t.footer.whatsapp, Icon: MessageCircle } : null,
  ].filter((item) => item !== null);

  return (
    <footer className="mt-auto border-t border-border bg-surface px-4 pt-12 pb-24 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-semibold">{shop?.name ?? it.nav.homeFallbackName}</p>
          {shop?.tagline && <p className="mt-2 text-muted">{shop.tagline}</p>}
          {social.length > 0 && (
            <>
              <h2 className="mt-4 font-semibold">{t.footer.social}</h2>
              <ul className="mt-2 flex gap-2">
                {social.map(({ href, label, Icon }) => (
                  <li key={label}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${label} ${t.footer.newTab}`}
                      className="flex size-11 items-center justify-center rounded-full border border-input-border hover:bg-surface-2"
                    >
                      <Icon className="size-5" aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <nav aria-labelledby="footer-menu-title">
          <h2 id="footer-menu-title" className="font-semibold">
            {t.footer.menu}
          </h2>
          <ul className="mt-2 flex flex-col">
            {t.footer.menuItems.map(([id, label]) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => scrollToSection(id)}
                  className="min-h-9 text-left text-muted hover:text-fg hover:underline"
                >
                  {label}
                </button>
              </li>
            ))}
            <li>
              <Link
                to="/work-with-us"
                className="inline-flex min-h-9 items-center font-semibold text-accent-text underline"
              >
                {t.footer.workWithUs}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold">{t.footer.servicesTitle}</h2>
          <ul className="mt-2 flex flex-col">
            {homeTexts.services.map((service) => (
              <li key={service.key}>
                <button
                  type="button"
                  onClick={() => onService(service.key)}
                  className="min-h-9 text-left text-muted hover:text-fg hover:underline"
                >
                  {service.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2 text-muted">
          <p>
            {t.footer.copyright(
              formatYear(new Date(), shop?.timeZone),
              shop?.name ?? it.nav.homeFallbackName,
            )}
          </p>
          <p>
            <span className="rounded-full border border-border px-2 py-0.5 font-semibold text-fg">
              {it.app.version}
            </span>
          </p>
          <p>{t.footer.credit}</p>
          <nav aria-label={it.language.footer}>
            <ul className="-mx-3 flex flex-wrap">
              <LanguageItems location={location} />
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
