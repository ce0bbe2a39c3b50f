import { describe, expect, it } from 'vitest';
import { shopSocialLinks } from './social-links';

const shop = {
  name: 'Barber Studio',
  address: 'Via Nassa 21',
  postalCode: '6900',
  city: 'Lugano',
  phone: '+41 91 555 01 23',
};

describe('shopSocialLinks', () => {
  it('derives the chat (with its greeting) and the maps listing from the shop’s settings', () => {
    const links = shopSocialLinks(shop, 'Ciao! Vorrei un appuntamento', {});
    expect(links.whatsapp).toBe('https://wa.me/41915550123?text=Ciao!%20Vorrei%20un%20appuntamento');
    expect(new URL(links.maps).searchParams.get('query')).toBe('Barber Studio, Via Nassa 21, 6900 Lugano');
    expect(links.instagram).toBeNull();
  });

  it('shows the photo profile only when configured with an https address', () => {
    expect(shopSocialLinks(shop, '', { instagram: 'https://www.instagram.com/studio/' }).instagram).toBe(
      'https://www.instagram.com/studio/',
    );
    expect(shopSocialLinks(shop, '', { instagram: 'javascript:alert(1)' }).instagram).toBeNull();
  });

  it("the owner's profiles (Impostazioni) come before the build settings; '' means none", () => {
    const socialLinks = { instagram: 'https://instagram.com/mio', facebook: 'https://facebook.com/mio', tiktok: '' };
    const links = shopSocialLinks({ ...shop, socialLinks }, '', { instagram: 'https://instagram.com/build', tiktok: 'https://tiktok.com/@build' });
    expect(links.instagram).toBe('https://instagram.com/mio');
    expect(links.facebook).toBe('https://facebook.com/mio');
    expect(links.tiktok).toBe('https://tiktok.com/@build');
  });

  it('writes a national number in international form', () => {
    expect(shopSocialLinks({ ...shop, phone: '091 555 01 23' }, 'Ciao').whatsapp).toBe(
      'https://wa.me/41915550123?text=Ciao',
    );
  });

  it('leaves the chat out without a usable phone number', () => {
    expect(shopSocialLinks({ ...shop, phone: '' }, '').whatsapp).toBeNull();
  });
});
