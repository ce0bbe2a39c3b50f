import type { homeServiceTexts as it } from '../home-services';
import type { Translation } from '../translation';

export const homeServiceTexts = {
  details: {
    'cut-shampoo': {
      description: 'A cut designed around your face shape and style, with a refreshing shampoo and finishing styling.',
      features: ['Style consultation', 'Shampoo and scalp massage', 'Styling with professional products'],
    },
    beard: {
      description: 'Beard shaping with scissors and razor, with a hot towel and nourishing oil for soft skin.',
      features: ['Hot towel', 'Razor-sharp outlines', 'Beard oil and balm'],
    },
    'cut-beard': {
      description: 'The full service: cut with shampoo and a shaped beard, for a look that is sharp down to the details.',
      features: ['Cut and shampoo', 'Hot-towel beard', 'Finishing styling'],
    },
    child: {
      description: 'A quick, relaxed cut for children up to 10 years old, with all the patience it takes.',
      features: ['Up to 10 years old', 'Quick', 'Calm surroundings'],
    },
    'hair-tattoo': {
      description: 'Freehand shaved lines and designs. Intricate designs from CHF 10.',
      features: ['Custom designs', 'Clean razor lines', 'From CHF 5, intricate ones from CHF 10'],
    },
    eyebrows: {
      description: 'Brows cleaned up and defined with a blade, for a neat, natural look.',
      features: ['Natural shape', 'Single-use blade', 'Quick touch-up'],
    },
  },
  modal: {
    open: (name: string) => `About ${name}`,
    price: 'Price',
    duration: 'Duration',
    minutes: (minutes: number) => `${minutes} mins`,
    features: "What's included",
    book: 'Book this service',
    close: 'Close',
    priceUnknown: 'Price in the shop',
  },
} as const satisfies Translation<typeof it>;
