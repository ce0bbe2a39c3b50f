import { OpeningHoursList } from './opening-hours-list';
import type { ReactNode } from 'react';
import { Bus, Clock, ExternalLink, Mail, MapPin, ParkingCircle, Phone } from 'lucide-react';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { ButtonLink } from '../../components/button-link';
import { LoadingBlock } from '../../components/loading-block';
import { formatPhone } from '../../lib/format';
import { shopSocialLinks } from '../../lib/social-links';
import { it } from '../../i18n/it';
import { homeMoreTexts as t } from '../../i18n/home-sections';
import { ConsultationButton } from '../consultation';
import { HomeSection } from './home-section';

/**
 * Contacts (001 section 2, Contact): address, hours, phone and email from the shop's settings; a map drawn for
 * the app and shipped with it (works offline, nothing loaded from a map service) with a link that opens the
 * maps site; parking and bus notes; the booking button.
 */
export function ContactSection({
  shop,
  failed,
  bookingPath,
  onRetry,
}: {
  shop: ShopInfo | undefined;
  failed: boolean;
  bookingPath: string;
  onRetry: () => void;
}) {
  const links = shop ? shopSocialLinks(shop, t.footer.whatsappGreeting) : null;
  const fullAddress = shop ? `${shop.address}, ${shop.postalCode} ${shop.city}` : '';
  return (
    <HomeSection id="contact" title={t.sections.contact} tinted>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6">
          {shop ? (
            <>
              <Detail icon={<MapPin className="size-5" aria-hidden="true" />} label={t.contact.address}>
                <address className="not-italic">
                  {shop.address}
                  <br />
                  {`${shop.postalCode} ${shop.city}`}
                </address>
              </Detail>
              <Detail
                icon={<Phone className="size-5" aria-hidden="true" />}
                label={t.contact.phone(formatPhone(shop.phone))}
                hideLabel
              >
                <a href={`tel:${shop.phone.replace(/\s+/g, '')}`} className="text-accent-text underline">
                  {t.contact.phone(formatPhone(shop.phone))}
                </a>
              </Detail>
              <Detail
                icon={<Mail className="size-5" aria-hidden="true" />}
                label={t.contact.email(shop.email)}
                hideLabel
              >
                <a href={`mailto:${shop.email}`} className="break-all text-accent-text underline">
                  {t.contact.email(shop.email)}
                </a>
              </Detail>
              <Detail icon={<Clock className="size-5" aria-hidden="true" />} label={t.contact.hours}>
                <OpeningHoursList openingHours={shop.openingHours} closedLabel={t.contact.closed} />
              </Detail>
            </>
          ) : failed ? (
            <div role="alert" className="flex min-h-52 flex-col items-start justify-center gap-3">
              <p>{t.contact.loadError}</p>
              <button
                type="button"
                onClick={onRetry}
                className="min-h-11 rounded-lg border border-input-border px-4 font-semibold"
              >
                {t.contact.retry}
              </button>
            </div>
          ) : (
            <LoadingBlock label={it.app.loading} minHeight="min-h-52" />
          )}
          <div className="mt-auto flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={bookingPath} size="lg">
              {t.contact.book}
            </ButtonLink>
            <ConsultationButton />
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <figure className="overflow-hidden rounded-2xl border border-border bg-surface">
            <img
              src="/media/map.svg"
              width={800}
              height={450}
              loading="lazy"
              decoding="async"
              alt={t.contact.mapAlt(fullAddress)}
              className="aspect-[16/9] w-full object-cover"
            />
            {links && (
              <figcaption className="p-3">
                <a
                  href={links.maps}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-text underline"
                >
                  <ExternalLink className="size-4" aria-hidden="true" />
                  {t.contact.openMap}
                  <span className="sr-only"> {t.footer.newTab}</span>
                </a>
              </figcaption>
            )}
          </figure>
          <div className="grid gap-4 sm:grid-cols-2">
            <Note
              icon={<ParkingCircle className="size-5" aria-hidden="true" />}
              title={t.contact.parkingTitle}
              text={t.contact.parking}
            />
            <Note
              icon={<Bus className="size-5" aria-hidden="true" />}
              title={t.contact.busTitle}
              text={t.contact.bus}
            />
          </div>
        </div>
      </div>
    </HomeSection>
  );
}

function Detail({
  icon,
  label,
  hideLabel = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-accent-text">{icon}</span>
      <div className="min-w-0 flex-1">
        {!hideLabel && <h3 className="font-semibold">{label}</h3>}
        <div className={hideLabel ? '' : 'mt-1'}>{children}</div>
      </div>
    </div>
  );
}

function Note({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-4">
      <h3 className="flex items-center gap-2 font-semibold">
        <span className="text-accent-text">{icon}</span>
        {title}
      </h3>
      <p className="mt-1 text-muted">{text}</p>
    </div>
  );
}
