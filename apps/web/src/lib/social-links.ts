import type { ShopInfo } from '@barber/shared/schemas/shop';
import { normalizePhone } from '@barber/shared/domain/phone';

/**
 * The shop's social links (001: photo-sharing profile, messaging chat with a prefilled greeting, maps listing).
 * The profiles are the owner's settings ('Impostazioni', ADR 0049); a shop that has none set may still have them
 * as build settings (VITE_SHOP_INSTAGRAM_URL, VITE_SHOP_TIKTOK_URL). The chat and the maps listing are derived
 * from its phone and address. A profile nobody set is left out (a guessed one could be somebody else's).
 */
export interface SocialLinks {
  instagram: string | null;
  facebook: string | null;
  tiktok: string | null;
  whatsapp: string | null;
  maps: string;
}

const buildSettings: { instagram: unknown; tiktok: unknown } = {
  instagram: import.meta.env.VITE_SHOP_INSTAGRAM_URL,
  tiktok: import.meta.env.VITE_SHOP_TIKTOK_URL,
};

const httpsLink = (value: unknown) => (typeof value === 'string' && /^https:\/\//.test(value) ? value : null);

export function shopSocialLinks(
  shop: Pick<ShopInfo, 'name' | 'address' | 'postalCode' | 'city' | 'phone'> & { socialLinks?: ShopInfo['socialLinks'] },
  greeting: string,
  fallback: { instagram?: unknown; tiktok?: unknown } = buildSettings,
): SocialLinks {
  // wa.me wants the international number without + (a national '091 ...' is Swiss: +41 91 ...).
  const digits = normalizePhone(shop.phone).replace(/\D/g, '');
  const query = `${shop.name}, ${shop.address}, ${shop.postalCode} ${shop.city}`;
  const own = shop.socialLinks;
  return {
    instagram: httpsLink(own?.instagram) ?? httpsLink(fallback.instagram),
    facebook: httpsLink(own?.facebook),
    tiktok: httpsLink(own?.tiktok) ?? httpsLink(fallback.tiktok),
    whatsapp: digits.length >= 8 ? `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}` : null,
    maps: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
  };
}
