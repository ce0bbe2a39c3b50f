import type { documentTexts as it } from '../document';
import type { Translation } from '../translation';

export const documentTexts = {
  title: 'Bookings',
  description: 'Book your barber appointment online, 24 hours a day, 7 days a week.',
  noscript: 'You need to enable JavaScript to use this app.',
  appName: (shopName: string) => `${shopName} - Bookings`,
  shortName: 'Book',
} satisfies Translation<typeof it>;
