import type { homeServiceTexts as it } from '../home-services';
import type { Translation } from '../translation';

export const homeServiceTexts = {
  details: {
    'cut-shampoo': {
      description: 'Ein Schnitt, abgestimmt auf Ihre Gesichtsform und Ihren Stil, mit erfrischender Haarwäsche und Styling zum Schluss.',
      features: ['Stilberatung', 'Haarwäsche und Massage', 'Styling mit Profiprodukten'],
    },
    beard: {
      description: 'Bartformung mit Schere und Rasiermesser, mit warmem Tuch und pflegendem Öl für eine weiche Haut.',
      features: ['Warmes Tuch', 'Konturen mit dem Rasiermesser', 'Bartöl und Balsam'],
    },
    'cut-beard': {
      description: 'Das Komplettpaket: Schnitt mit Haarwäsche und geformtem Bart, für einen gepflegten Look bis ins Detail.',
      features: ['Schnitt und Haarwäsche', 'Bart mit warmem Tuch', 'Styling zum Schluss'],
    },
    child: {
      description: 'Ein schneller, entspannter Schnitt für Kinder bis 10 Jahre, mit aller Geduld, die es braucht.',
      features: ['Bis 10 Jahre', 'Kurze Dauer', 'Ruhige Atmosphäre'],
    },
    'hair-tattoo': {
      description: 'Linien und Motive, frei Hand rasiert. Aufwendige Motive ab CHF 10.',
      features: ['Individuelle Motive', 'Saubere Linien mit dem Rasiermesser', 'Ab CHF 5, aufwendige ab CHF 10'],
    },
    eyebrows: {
      description: 'Augenbrauen mit der Klinge gezupft und definiert, für einen gepflegten, natürlichen Blick.',
      features: ['Natürliche Form', 'Einwegklinge', 'Schnelle Korrektur'],
    },
  },
  modal: {
    open: (name: string) => `Details: ${name}`,
    price: 'Preis',
    duration: 'Dauer',
    minutes: (minutes: number) => `${minutes} Min.`,
    features: 'Inbegriffen',
    book: 'Diese Leistung buchen',
    close: 'Schliessen',
    priceUnknown: 'Preis im Geschäft',
  },
} as const satisfies Translation<typeof it>;
