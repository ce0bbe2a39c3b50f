import type { ReactNode, RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import {
  Camera,
  Clock,
  Download,
  MapPin,
  MapPinned,
  MessageCircle,
  Phone,
  RotateCw,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { formatPhone } from '../../lib/format';
import { shopSocialLinks } from '../../lib/social-links';
import { buttonClasses } from '../../components/button-styles';
import { LoadingBlock } from '../../components/loading-block';
import { businessCardTexts as t } from '../../i18n/business-card';
import { CardFace } from './card-face';
import { summariseHours } from './hours-summary';
import { buildVCard, vCardFileName, vCardHref } from './vcard';

/** The QR code's address: the booking page of the site the card was opened on. */
export function bookingPageUrl(origin: string = window.location.origin): string {
  return new URL('/guest-booking', origin).toString();
}

interface CardFrontProps {
  hidden: boolean;
  shop: UseQueryResult<ShopInfo | null>;
  onShowServices: () => void;
  servicesButtonRef: RefObject<HTMLButtonElement | null>;
}

export function CardFront({ hidden, shop, onShowServices, servicesButtonRef }: CardFrontProps) {
  const bookingUrl = bookingPageUrl();
  return (
    <CardFace side="front" hidden={hidden} label={t.frontLabel}>
      {shop.isPending ? (
        <LoadingBlock label={t.loading} minHeight="min-h-64" />
      ) : shop.data ? (
        <FrontDetails shop={shop.data} bookingUrl={bookingUrl} />
      ) : (
        <p role="alert" className="text-center text-muted">
          {t.loadError}
        </p>
      )}
      <button
        ref={servicesButtonRef}
        type="button"
        className={buttonClasses('primary', 'md', 'w-full')}
        onClick={onShowServices}
      >
        <RotateCw className="size-5" aria-hidden="true" />
        {t.showServices}
      </button>
      {shop.data && <SocialRow shop={shop.data} bookingUrl={bookingUrl} />}
    </CardFace>
  );
}

function FrontDetails({ shop, bookingUrl }: { shop: ShopInfo; bookingUrl: string }) {
  const hours = summariseHours(shop.openingHours, t.closed);
  return (
    <>
      <header className="text-center">
        <h2 className="font-display text-2xl leading-tight font-bold text-accent-text sm:text-3xl">
          {shop.name}
        </h2>
        {shop.tagline && <p className="mt-1 text-sm text-muted">{shop.tagline}</p>}
        <p className="mt-3 inline-flex items-center gap-1 rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent-soft-fg uppercase">
          <MapPin className="size-3.5" aria-hidden="true" />
          {shop.city}
        </p>
      </header>
      <dl className="grid gap-3 text-sm">
        <Row icon={<MapPin className="size-4" aria-hidden="true" />} label={t.address}>
          <address className="not-italic">
            {shop.address}, {shop.postalCode} {shop.city}
          </address>
        </Row>
        <Row icon={<Phone className="size-4" aria-hidden="true" />} label={t.phone}>
          <a href={`tel:${shop.phone.replace(/\s+/g, '')}`} className="text-accent-text underline">
            {formatPhone(shop.phone)}
          </a>
        </Row>
        {hours.length > 0 && (
          <Row icon={<Clock className="size-4" aria-hidden="true" />} label={t.hours}>
            <ul className="tabular-nums">
              {hours.map((line) => (
                <li key={line.days} className={line.open ? '' : 'text-muted'}>
                  <span className="inline-block min-w-[4.75rem] font-medium">{line.days}</span> {line.hours}
                </li>
              ))}
            </ul>
          </Row>
        )}
      </dl>
      <figure className="flex items-center gap-4 rounded-xl border border-border bg-surface-2 p-3">
        {/* Dark modules on white in both themes: scanners need the contrast. */}
        <div
          className="shrink-0 rounded-lg bg-white p-2"
          data-testid="business-card-qr"
          data-qr-value={bookingUrl}
        >
          <QRCodeSVG value={bookingUrl} size={100} level="H" title={t.qrAlt(bookingUrl)} />
        </div>
        <figcaption className="min-w-0">
          <span className="block text-lg font-semibold">{t.qrLabel}</span>
          <span className="block text-xs break-all text-muted">{bookingUrl.replace(/^https?:\/\//, '')}</span>
        </figcaption>
      </figure>
    </>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 text-accent-text">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 flex-1">{children}</dd>
    </div>
  );
}

function SocialRow({ shop, bookingUrl }: { shop: ShopInfo; bookingUrl: string }) {
  const links = shopSocialLinks(shop, t.whatsappGreeting(shop.name));
  const card = buildVCard({
    shop,
    url: bookingUrl,
    hours: summariseHours(shop.openingHours, t.closed),
    country: t.country,
    hoursLabel: t.hours,
  });
  const social: Array<{ href: string; label: string; icon: LucideIcon }> = [];
  if (links.instagram) social.push({ href: links.instagram, label: t.instagram, icon: Camera });
  if (links.facebook) social.push({ href: links.facebook, label: t.facebook, icon: Users });
  if (links.whatsapp) social.push({ href: links.whatsapp, label: t.whatsapp, icon: MessageCircle });
  social.push({ href: links.maps, label: t.maps, icon: MapPinned });
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t.social} className="flex flex-wrap justify-center gap-2">
        {social.map(({ href, label, icon: Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} ${t.newTab}`}
              className={buttonClasses('secondary', 'sm', 'rounded-full')}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </a>
          </li>
        ))}
      </ul>
      <a
        href={vCardHref(card)}
        download={vCardFileName(shop.name)}
        title={t.saveContactHint}
        className={buttonClasses('ghost', 'sm', 'self-center underline-offset-4 hover:underline')}
      >
        <Download className="size-4" aria-hidden="true" />
        {t.saveContact}
      </a>
    </div>
  );
}
