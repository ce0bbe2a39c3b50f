/**
 * Texts of the installable app (001 section 2 'Install prompt' and the shell's new-version prompt; section 4
 * 'Install prompt'). 'Aggiorna Ora' and 'Dopo' are the spec's, verbatim; the rest is ours. Loaded with the
 * prompts' own chunk, after the page.
 */
export const pwa = {
  update: {
    label: 'Nuova versione',
    message: "È disponibile una nuova versione dell'app.",
    now: 'Aggiorna Ora',
    later: 'Dopo',
  },
  install: {
    label: "Installa l'app",
    title: "Installa l'app",
    text: 'Aggiungila alla schermata Home: prenoti in un tocco, anche con poca rete.',
    accept: 'Installa',
    refuse: 'Non ora',
    close: 'Chiudi',
    iosTitle: "Aggiungi l'app alla schermata Home",
    iosSteps: 'Tocca Condividi',
    iosThen: 'poi «Aggiungi alla schermata Home».',
    iosDone: 'Ho capito',
  },
} as const;

/** The installed app's name when the build does not name the shop (the navbar's fallback too). */
export const PWA_DEFAULT_NAME = 'Barber Studio';
