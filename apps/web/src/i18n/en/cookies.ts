import type { cookieTexts as it } from '../cookies';
import type { Translation } from '../translation';

export const cookieTexts = {
  bannerTitle: 'About cookies',
  bannerText: 'We only use the cookies we need (sign-in, theme, basket). Others only with your consent.',
  bannerLinkHint: 'Read the privacy policy',
  essentialOnly: 'Essential only',
  customise: 'Customise',
  acceptAll: 'Accept all',
  settingsTitle: 'Cookie settings',
  settingsDescription:
    'Choose which cookies we may use. Essential cookies are always on, because the site does not work without them.',
  alwaysOn: 'Always on',
  categories: {
    necessary: {
      title: 'Essential',
      text: 'They keep you signed in and remember the theme, your basket, the booking in progress and this choice.',
    },
    analytics: {
      title: 'Analytics',
      text: "Anonymous visit statistics to improve the site. We don't use any today.",
    },
    marketing: {
      title: 'Advertising',
      text: "Personalised content and offers on other sites. We don't use any today.",
    },
    preferences: {
      title: 'Preferences',
      text: "They remember optional choices to make the site easier to use. We don't use any today.",
    },
  },
  reset: 'Reset cookies',
  save: 'Save my choices',
  close: 'Close',
  floatingButton: 'Cookie settings',
  savedAt: (date: string) => `Choice saved on ${date}`,
} as const satisfies Translation<typeof it>;
