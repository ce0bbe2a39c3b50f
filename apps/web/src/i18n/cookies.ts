/** Texts of the cookie banner and its settings (001 sections 2 and 4): lazy, never in it.ts. */
export const cookieTexts = {
  bannerTitle: 'Informativa sui Cookie',
  // Short on purpose: on a phone the banner covers less of the page, and its text, painted 2 s after load, does not
  // outgrow the page's own content as the largest paint (Lighthouse LCP). The details are in 'Personalizza'.
  bannerText: 'Usiamo solo i cookie necessari (accesso, tema, carrello). Altri solo con il tuo consenso.',
  bannerLinkHint: "Leggi l'informativa sulla privacy",
  essentialOnly: 'Solo essenziali',
  customise: 'Personalizza',
  acceptAll: 'Accetta tutti',
  settingsTitle: 'Impostazioni Cookie',
  settingsDescription:
    'Scegli quali cookie possiamo usare. I cookie necessari sono sempre attivi perché senza di loro il sito ' +
    'non funziona.',
  alwaysOn: 'Sempre attivi',
  categories: {
    necessary: {
      title: 'Necessari',
      text: 'Mantengono l’accesso al tuo account, il tema, il carrello, la prenotazione in corso e questa scelta.',
    },
    analytics: {
      title: 'Analitici',
      text: 'Statistiche anonime sulle visite per migliorare il sito. Oggi non ne usiamo.',
    },
    marketing: {
      title: 'Marketing',
      text: 'Contenuti e offerte personalizzati su altri siti. Oggi non ne usiamo.',
    },
    preferences: {
      title: 'Preferenze',
      text: 'Ricordano scelte facoltative per rendere il sito più comodo. Oggi non ne usiamo.',
    },
  },
  // The spec's button read 'Reset cookie': the interface is Italian only (issue 27 item 11).
  reset: 'Reimposta i cookie',
  save: 'Salva preferenze',
  close: 'Chiudi',
  floatingButton: 'Impostazioni Cookie',
  savedAt: (date: string) => `Scelta salvata il ${date}`,
} as const;
