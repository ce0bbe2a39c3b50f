/** The homepage's anchors (001 section 2, Homepage), in the page's order. */
export const SECTION_IDS = [
  'hero',
  'dual-service',
  'services',
  'barbers',
  'shop',
  'video-gallery',
  'about',
  'testimonials',
  'contact',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * Scrolls to a section of the homepage. The 40 px offset (80 px for services and shop) is each section's CSS
 * scroll-margin-top, so anchors in the address and these buttons land in the same place.
 */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
}
