import type { ShopInfo } from '@barber/shared/schemas/shop';
import { normalizePhone } from '@barber/shared/domain/phone';

/**
 * The shop's social links (001: photo-sharing profile, messaging chat with a prefilled greeting, maps listing).
 * The shop's settings have no social fields yet: the chat and the maps listing are derived from its phone and
 * address; the photo-sharing profile comes from the build setting VITE_SHOP_INSTAGRAM_URL and is left out when
 * it is not set (a guessed profile could be somebody else's).
 */
export interface SocialLinks {
  instagram: string | null;
  whatsapp: string | null;
  maps: string;
}

const instagramSetting: unknown = import.meta.env.VITE_SHOP_INSTAGRAM_URL;

export function shopSocialLinks(
  shop: Pick<ShopInfo, 'name' | 'address' | 'postalCode' | 'city' | 'phone'>,
  greeting: string,
  instagram: unknown = instagramSetting,
): SocialLinks {
  // wa.me wants the international number without + (a national '091 ...' is Swiss: +41 91 ...).
  const digits = normalizePhone(shop.phone).replace(/\D/g, '');
  const query = `${shop.name}, ${shop.address}, ${shop.postalCode} ${shop.city}`;
  return {
    instagram: typeof instagram === 'string' && /^https:\/\//.test(instagram) ? instagram : null,
    whatsapp: digits.length >= 8 ? `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}` : null,
    maps: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
  };
}
