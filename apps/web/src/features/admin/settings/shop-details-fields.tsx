import { Fragment, type ReactNode } from 'react';
import { TextField } from '../../../components/text-field';
import { adminShopSettings as t } from '../../../i18n/admin-shop-settings';
import type { ShopSettings } from './shop-settings-api';

type DetailKey = 'name' | 'tagline' | 'address' | 'postalCode' | 'city' | 'phone' | 'email';
type SocialKey = keyof ShopSettings['socialLinks'];

interface ShopDetailsFieldsProps {
  value: ShopSettings;
  /** The server's message per field path ('phone', 'socialLinks.instagram'). */
  errors: Record<string, string>;
  onChange: (next: ShopSettings) => void;
  /** Shown right after the motto: its translations (ADR 0073). */
  afterTagline?: ReactNode;
}

const DETAILS: { key: DetailKey; label: string; type?: string; autoComplete?: string; wide?: boolean }[] = [
  { key: 'name', label: t.name, autoComplete: 'organization', wide: true },
  { key: 'tagline', label: t.tagline, wide: true },
  { key: 'address', label: t.address, autoComplete: 'street-address', wide: true },
  { key: 'postalCode', label: t.postalCode, autoComplete: 'postal-code' },
  { key: 'city', label: t.city, autoComplete: 'address-level2' },
  { key: 'phone', label: t.phone, type: 'tel', autoComplete: 'tel' },
  { key: 'email', label: t.email, type: 'email', autoComplete: 'email' },
];

const SOCIAL: { key: SocialKey; label: string }[] = [
  { key: 'instagram', label: t.instagram },
  { key: 'facebook', label: t.facebook },
  { key: 'tiktok', label: t.tiktok },
];

/** The shop's name, address, contacts and social profiles, as the public pages and the emails show them. */
export function ShopDetailsFields({ value, errors, onChange, afterTagline }: ShopDetailsFieldsProps) {
  return (
    <>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-3 text-lg font-semibold">{t.details}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {DETAILS.map(({ key, label, type, autoComplete, wide }) => (
            <Fragment key={key}>
              <TextField
                label={label}
                type={type ?? 'text'}
                autoComplete={autoComplete}
                className={wide ? 'sm:col-span-2' : ''}
                value={value[key]}
                error={errors[key]}
                onChange={(event) => onChange({ ...value, [key]: event.target.value })}
              />
              {key === 'tagline' && afterTagline}
            </Fragment>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 text-lg font-semibold">{t.social}</legend>
        <p className="text-sm text-muted">{t.socialHint}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {SOCIAL.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={value.socialLinks[key]}
              error={errors[`socialLinks.${key}`]}
              onChange={(event) => onChange({ ...value, socialLinks: { ...value.socialLinks, [key]: event.target.value } })}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
