/**
 * The page's own texts outside the app (index.html's title, description and noscript line) and the installed app's
 * manifest (ADR 0023). Read by the build (vite.config.ts), never by the browser's code.
 */
export const documentTexts = {
  title: 'Prenotazioni',
  description: 'Prenota il tuo appuntamento dal barbiere online, 24 ore su 24, 7 giorni su 7.',
  noscript: 'Per usare questa applicazione è necessario abilitare JavaScript.',
  appName: (shopName: string) => `${shopName} - Prenotazioni`,
  /** The home screen's label when the shop's name is too long for it. */
  shortName: 'Prenota',
};
