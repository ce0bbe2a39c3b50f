import type { pwa as it } from '../pwa';
import type { Translation } from '../translation';

export { PWA_DEFAULT_NAME } from '../pwa';

export const pwa = {
  update: {
    label: 'New version',
    message: 'A new version of the app is available.',
    now: 'Update now',
    later: 'Later',
  },
  install: {
    label: 'Install the app',
    title: 'Install the app',
    text: 'Add it to your home screen: book with one tap, even with a weak signal.',
    accept: 'Install',
    refuse: 'Not now',
    close: 'Close',
    iosTitle: 'Add the app to your home screen',
    iosSteps: 'Tap Share',
    iosThen: 'then “Add to Home Screen”.',
    iosDone: 'Got it',
  },
} as const satisfies Translation<typeof it>;
