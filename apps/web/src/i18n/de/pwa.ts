import type { pwa as it } from '../pwa';
import type { Translation } from '../translation';

export { PWA_DEFAULT_NAME } from '../pwa';

export const pwa = {
  update: {
    label: 'Neue Version',
    message: 'Eine neue Version der App ist verfügbar.',
    now: 'Jetzt aktualisieren',
    later: 'Später',
  },
  install: {
    label: 'App installieren',
    title: 'App installieren',
    text: 'Legen Sie sie auf den Home-Bildschirm: Termine mit einem Tippen buchen, auch bei schwachem Netz.',
    accept: 'Installieren',
    refuse: 'Nicht jetzt',
    close: 'Schliessen',
    iosTitle: 'App zum Home-Bildschirm hinzufügen',
    iosSteps: 'Tippen Sie auf Teilen',
    iosThen: 'und dann auf «Zum Home-Bildschirm».',
    iosDone: 'Verstanden',
  },
} as const satisfies Translation<typeof it>;
