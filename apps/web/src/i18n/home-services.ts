import type { ServiceKey } from './home';

/** The service dialog's texts (features/home/service-modal.tsx), loaded with the dialog on its first open. */
export const homeServiceTexts = {
  details: {
    'cut-shampoo': {
      description: 'Un taglio studiato sulla forma del viso e sul tuo stile, con shampoo rinfrescante e styling finale.',
      features: ['Consulenza sullo stile', 'Shampoo e massaggio', 'Styling con prodotti professionali'],
    },
    beard: {
      description: 'Modellatura della barba a forbice e rasoio, con panno caldo e olio nutriente per una pelle morbida.',
      features: ['Panno caldo', 'Contorni a rasoio', 'Olio e balsamo da barba'],
    },
    'cut-beard': {
      description: 'Il servizio completo: taglio con shampoo e barba modellata, per un look curato in ogni dettaglio.',
      features: ['Taglio e shampoo', 'Barba con panno caldo', 'Styling finale'],
    },
    child: {
      description: 'Un taglio veloce e sereno per bambini fino a 10 anni, con tutta la pazienza che serve.',
      features: ['Fino a 10 anni', 'Tempi brevi', 'Ambiente tranquillo'],
    },
    'hair-tattoo': {
      description: 'Linee e disegni rasati a mano libera. I disegni complessi partono da 10 CHF.',
      features: ['Disegni personalizzati', 'Linee nette a rasoio', 'Da 5 CHF, complessi da 10 CHF'],
    },
    eyebrows: {
      description: 'Pulizia e definizione delle sopracciglia con lama, per uno sguardo ordinato e naturale.',
      features: ['Forma naturale', 'Lama monouso', 'Rifinitura veloce'],
    },
  } satisfies Record<ServiceKey, { description: string; features: readonly string[] }>,
  modal: {
    open: (name: string) => `Dettagli: ${name}`,
    price: 'Prezzo',
    duration: 'Durata',
    minutes: (minutes: number) => `${minutes} min`,
    features: 'Cosa include',
    book: 'Prenota questo servizio',
    close: 'Chiudi',
    priceUnknown: 'Prezzo in negozio',
  },} as const;
