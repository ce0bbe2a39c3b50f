import type { ReactNode } from 'react';
import { ArrowLeft, Cookie } from 'lucide-react';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { TextLink } from '../../components/text-link';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/button-styles';
import { formatDate, formatPhone } from '../../lib/format';
import { useShopState, shopDetails } from '../../lib/shop-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { openCookieSettings } from '../cookie-consent';
import { privacyTexts as t, type PrivacyItem } from '../../i18n/privacy';

const SECTIONS = [
  { id: 'dati-raccolti', title: t.collected.title },
  { id: 'uso-dei-dati', title: t.use.title },
  { id: 'cookie', title: t.cookies.title },
  { id: 'conservazione-e-sicurezza', title: t.retention.title },
  { id: 'diritti', title: t.rights.title },
  { id: 'modifiche', title: t.changes.title },
  { id: 'contatti', title: t.contact.title },
] as const;

/**
 * /privacy-policy (001 section 2): public. The sections of the spec, written for what this product collects
 * under the revised Swiss data protection act; the controller's contacts come from the shop's settings.
 */
export default function PrivacyPolicyPage() {
  useDocumentTitle(t.documentTitle);
  const shopState = useShopState();
  const shop = shopState.data ? shopDetails(shopState.data) : null;
  const shopName = shop?.name ?? t.shopFallback;
  const [collected, use, cookies, retention, rights, changes, contact] = SECTIONS;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p>
        <TextLink to="/">
          <ArrowLeft className="mr-1 inline size-4 align-[-2px]" aria-hidden="true" />
          {t.backHome}
        </TextLink>
      </p>
      <article className="mt-6 text-base leading-relaxed">
        <header className="border-b border-border pb-6">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">{t.title}</h1>
          <p className="mt-2 text-sm text-muted">
            {t.lastModified(formatDate(t.lastModifiedDate, 'medium'))}
          </p>
          <p className="mt-4">{t.intro(shopName)}</p>
          <p className="mt-2">{t.controller(shopName)}</p>
        </header>

        <nav aria-labelledby="privacy-toc" className="mt-6 rounded-xl border border-border bg-surface p-4">
          <h2 id="privacy-toc" className="text-sm font-semibold tracking-wide text-muted uppercase">
            {t.toc}
          </h2>
          <ol className="mt-2 grid list-inside list-decimal gap-1 sm:grid-cols-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-accent-text underline underline-offset-2">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <Section id={collected.id} title={collected.title}>
          <p>{t.collected.intro}</p>
          <ItemList items={t.collected.items} />
        </Section>

        <Section id={use.id} title={use.title}>
          <p>{t.use.intro}</p>
          <ItemList items={t.use.items} />
          <h3 className="mt-6 text-lg font-semibold">{t.use.processorsTitle}</h3>
          <p className="mt-2">{t.use.processorsIntro}</p>
          <ItemList items={t.use.processors} />
          <p className="mt-4">{t.use.abroad}</p>
        </Section>

        <Section id={cookies.id} title={cookies.title}>
          <p>{t.cookies.intro}</p>
          <ItemList items={t.cookies.items} />
          <p className="mt-4">{t.cookies.manage}</p>
          <button
            type="button"
            className={buttonClasses('secondary', 'md', 'mt-2')}
            aria-haspopup="dialog"
            onClick={openCookieSettings}
          >
            <Cookie className="size-5" aria-hidden="true" />
            {t.cookies.openSettings}
          </button>
        </Section>

        <Section id={retention.id} title={retention.title}>
          <p>{t.retention.intro}</p>
          <ItemList items={t.retention.items} />
          <p className="mt-4">{t.retention.security}</p>
        </Section>

        <Section id={rights.id} title={rights.title}>
          <p>{t.rights.intro}</p>
          <ItemList items={t.rights.items} />
          <p className="mt-4">{t.rights.howTo}</p>
          <p className="mt-2">
            {t.rights.complaint}{' '}
            <a
              href={t.rights.complaintHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t.rights.complaintLink} ${t.rights.newTab}`}
              className="text-accent-text underline underline-offset-2"
            >
              {t.rights.complaintLink}
            </a>
            .
          </p>
        </Section>

        <Section id={changes.id} title={changes.title}>
          <p>{t.changes.text}</p>
        </Section>

        <Section id={contact.id} title={contact.title}>
          <p>{t.contact.intro}</p>
          <ContactDetails shop={shop} pending={shopState.isPending} failed={shopState.isError} />
        </Section>
      </article>
      <p className="mt-10 border-t border-border pt-6">
        <TextLink to="/">
          <ArrowLeft className="mr-1 inline size-4 align-[-2px]" aria-hidden="true" />
          {t.backHome}
        </TextLink>
      </p>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-3 font-display text-2xl font-bold text-accent-text">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ItemList({ items }: { items: readonly PrivacyItem[] }) {
  return (
    <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 marker:text-accent-text">
      {items.map((item) => (
        <li key={item.title}>
          <strong className="font-semibold">{item.title}</strong>: {item.text}
        </li>
      ))}
    </ul>
  );
}

function ContactDetails({
  shop,
  pending,
  failed,
}: {
  shop: ShopInfo | null;
  pending: boolean;
  failed: boolean;
}) {
  if (pending) {
    return (
      <div className="mt-3 text-accent-text">
        <Spinner label={t.contact.loading} className="size-6" />
      </div>
    );
  }
  if (!shop) return <p className="mt-3 text-muted">{failed ? t.contact.failed : t.contact.pending}</p>;
  return (
    <address className="mt-3 rounded-xl border border-border bg-surface p-4 not-italic">
      <strong className="font-semibold">{shop.name}</strong>
      <br />
      {shop.address}
      <br />
      {shop.postalCode} {shop.city}
      <br />
      {t.contact.email}:{' '}
      <a href={`mailto:${shop.email}`} className="break-all text-accent-text underline underline-offset-2">
        {shop.email}
      </a>
      <br />
      {t.contact.phone}:{' '}
      <a
        href={`tel:${shop.phone.replace(/\s+/g, '')}`}
        className="text-accent-text underline underline-offset-2"
      >
        {formatPhone(shop.phone)}
      </a>
    </address>
  );
}
