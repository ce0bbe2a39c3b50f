import type { cookieTexts as it } from '../cookies';
import type { Translation } from '../translation';

export const cookieTexts = {
  bannerTitle: 'Hinweis zu Cookies',
  bannerText: 'Wir verwenden nur notwendige Cookies (Anmeldung, Design, Warenkorb). Andere nur mit Ihrer Zustimmung.',
  bannerLinkHint: 'Datenschutzerklärung lesen',
  essentialOnly: 'Nur notwendige',
  customise: 'Anpassen',
  acceptAll: 'Alle akzeptieren',
  settingsTitle: 'Cookie-Einstellungen',
  settingsDescription:
    'Wählen Sie, welche Cookies wir verwenden dürfen. Notwendige Cookies sind immer aktiv, weil die Website ohne sie nicht funktioniert.',
  alwaysOn: 'Immer aktiv',
  categories: {
    necessary: {
      title: 'Notwendig',
      text: 'Sie halten Sie angemeldet und merken sich Design, Warenkorb, die laufende Buchung und diese Wahl.',
    },
    analytics: {
      title: 'Statistik',
      text: 'Anonyme Besuchsstatistiken, um die Website zu verbessern. Zurzeit verwenden wir keine.',
    },
    marketing: {
      title: 'Werbung',
      text: 'Personalisierte Inhalte und Angebote auf anderen Websites. Zurzeit verwenden wir keine.',
    },
    preferences: {
      title: 'Präferenzen',
      text: 'Sie merken sich freiwillige Einstellungen, damit die Website bequemer wird. Zurzeit verwenden wir keine.',
    },
  },
  reset: 'Cookies zurücksetzen',
  save: 'Auswahl speichern',
  close: 'Schliessen',
  floatingButton: 'Cookie-Einstellungen',
  savedAt: (date: string) => `Auswahl gespeichert am ${date}`,
} as const satisfies Translation<typeof it>;
