import { useEffect } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Service } from '@barber/shared/schemas/catalog';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { ServiceKey } from '../../i18n/home';
import { AboutSection } from './about-section';
import { BarberSection } from './barber-section';
import { ContactSection } from './contact-section';
import { HomeFooter } from './home-footer';
import { homeBarbersQuery } from './home-api';
import { scrollToSection } from './section-scroll';
import { ShopSection } from './shop-section';
import { Testimonials } from './testimonials';
import { VideoGallery } from './video-gallery';

/** The anchors this chunk renders: an address pointing at one of them loads it at once (home-page.tsx). */
export const LOWER_SECTIONS = [
  'barbers',
  'shop',
  'video-gallery',
  'about',
  'testimonials',
  'contact',
] as const;

/**
 * The homepage below the services, in the spec's order: barber and prices, shop, video gallery, about,
 * testimonials, contact, footer. Its own chunk, fetched when the visitor comes near it.
 */
export default function HomeMore({
  shop,
  shopFailed,
  onRetryShop,
  services,
  bookingPath,
  onService,
}: {
  shop: ShopInfo | undefined;
  shopFailed: boolean;
  onRetryShop: () => void;
  services: UseQueryResult<Service[]>;
  bookingPath: string;
  onService: (key: ServiceKey) => void;
}) {
  const barbers = useQuery({ ...homeBarbersQuery, enabled: shop !== undefined });

  // Arrived with /#contact (or another lower anchor): the section exists only now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if ((LOWER_SECTIONS as readonly string[]).includes(id)) scrollToSection(id);
  }, []);

  return (
    <>
      <BarberSection barbers={barbers} services={services} shop={shop} />
      <ShopSection />
      <VideoGallery />
      <AboutSection shop={shop} />
      <Testimonials />
      <ContactSection shop={shop} failed={shopFailed} bookingPath={bookingPath} onRetry={onRetryShop} />
      <HomeFooter shop={shop} onService={onService} />
    </>
  );
}
