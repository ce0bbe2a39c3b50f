import type { homeServiceTexts as it } from '../home-services';
import type { Translation } from '../translation';

export const homeServiceTexts = {
  details: {
    'cut-shampoo': {
      description: 'Une coupe pensée pour la forme de votre visage et votre style, avec shampoing rafraîchissant et coiffage final.',
      features: ['Conseil de style', 'Shampoing et massage', 'Coiffage avec des produits professionnels'],
    },
    beard: {
      description: 'Taille de la barbe aux ciseaux et au rasoir, avec serviette chaude et huile nourrissante pour une peau douce.',
      features: ['Serviette chaude', 'Contours au rasoir', 'Huile et baume à barbe'],
    },
    'cut-beard': {
      description: 'La prestation complète : coupe avec shampoing et barbe taillée, pour un look soigné dans les moindres détails.',
      features: ['Coupe et shampoing', 'Barbe à la serviette chaude', 'Coiffage final'],
    },
    child: {
      description: 'Une coupe rapide et sereine pour les enfants jusqu’à 10 ans, avec toute la patience nécessaire.',
      features: ['Jusqu’à 10 ans', 'Rapide', 'Ambiance calme'],
    },
    'hair-tattoo': {
      description: 'Lignes et motifs rasés à main levée. Motifs élaborés dès CHF 10.',
      features: ['Motifs personnalisés', 'Lignes nettes au rasoir', 'Dès CHF 5, motifs élaborés dès CHF 10'],
    },
    eyebrows: {
      description: 'Épilation et définition des sourcils à la lame, pour un regard net et naturel.',
      features: ['Forme naturelle', 'Lame à usage unique', 'Retouche rapide'],
    },
  },
  modal: {
    open: (name: string) => `Détails : ${name}`,
    price: 'Prix',
    duration: 'Durée',
    minutes: (minutes: number) => `${minutes} min.`,
    features: 'Ce qui est compris',
    book: 'Réserver cette prestation',
    close: 'Fermer',
    priceUnknown: 'Prix au salon',
  },
} as const satisfies Translation<typeof it>;
