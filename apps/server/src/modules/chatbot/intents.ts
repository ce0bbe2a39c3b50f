import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';

/**
 * The questions answered from the shop's live data (issue 16 item 3), each with example phrasings for the
 * matcher (matcher.ts). FAQ entries are matched the same way, from their question and keywords.
 */
export const LIVE_INTENTS = [
  'price',
  'duration',
  'services',
  'hours',
  'openNow',
  'address',
  'directions',
  'contact',
  'whatsapp',
  'nextSlot',
  'myAppointment',
  'myOrder',
  'products',
  'barbers',
  'greeting',
  'thanks',
] as const;
export type LiveIntent = (typeof LIVE_INTENTS)[number];

export interface IntentDefinition {
  roles: readonly ChatbotRole[];
  examples: readonly string[];
}

const ALL: readonly ChatbotRole[] = ['guest', 'client', 'barber', 'admin'];

export const INTENTS: Readonly<Record<LiveIntent, IntentDefinition>> = {
  price: {
    roles: ALL,
    examples: [
      'quanto costa',
      'quanto costa un taglio',
      'prezzo del taglio',
      'quanto si paga',
      'quanto viene',
      'quanto mi costa',
      'costo',
      'prezzi',
      'listino prezzi',
      'tariffe',
      'quanto chiedete',
      'quanto prendete per la barba',
      'che prezzo ha',
      'quanti franchi',
      'quanto costano',
      'che cifra',
      'quanto spendo',
    ],
  },
  duration: {
    roles: ALL,
    examples: [
      'quanto dura',
      'quanto tempo ci vuole',
      'durata del servizio',
      'quanti minuti',
      'quanto ci mettete',
      'tempo necessario',
      'dura tanto',
    ],
  },
  services: {
    roles: ALL,
    examples: [
      'che servizi fate',
      'quali servizi offrite',
      'che cosa fate nel salone',
      'elenco servizi',
      'trattamenti disponibili',
      'fate anche la barba',
      'menu servizi',
      'tipi di taglio',
    ],
  },
  hours: {
    roles: ALL,
    examples: [
      'orari di apertura',
      'a che ora aprite',
      'a che ora chiudete',
      'quando siete aperti',
      'orario',
      'siete aperti sabato',
      'aperti la domenica',
      'giorni di apertura',
      'fino a che ora',
      'quando apre il negozio',
      'orari del negozio',
      'chiusura',
    ],
  },
  openNow: {
    roles: ALL,
    examples: [
      'siete aperti adesso',
      'aperto ora',
      'adesso e aperto',
      'in questo momento siete aperti',
      'siete ancora aperti',
      'e aperto adesso',
      'ora siete chiusi',
      'siete gia aperti',
      'gia aperto',
    ],
  },
  address: {
    roles: ALL,
    examples: [
      'dove siete',
      'indirizzo',
      'dove si trova il negozio',
      'in che via siete',
      'dove vi trovo',
      'dov e il salone',
      'posizione',
      'in che citta siete',
    ],
  },
  directions: {
    roles: ALL,
    examples: [
      'come arrivo',
      'come vi raggiungo',
      'come arrivare',
      'parcheggio',
      'dove parcheggio',
      'mezzi pubblici',
      'autobus',
      'indicazioni stradali',
      'mappa',
      'treno stazione',
    ],
  },
  contact: {
    roles: ALL,
    examples: [
      'numero di telefono',
      'telefono',
      'come vi contatto',
      'contatti',
      'vi posso chiamare',
      'email del negozio',
      'numero',
      'chiamare il negozio',
      'parlare con qualcuno',
      'parlare con una persona',
    ],
  },
  whatsapp: {
    roles: ALL,
    examples: ['whatsapp', 'scrivervi su whatsapp', 'chat whatsapp', 'messaggio whatsapp', 'avete whatsapp'],
  },
  nextSlot: {
    roles: ALL,
    examples: [
      'primo posto libero',
      'prossimo posto libero',
      'quando c e posto',
      'avete posto domani',
      'ha posto domani pomeriggio',
      'orari liberi',
      'disponibilita',
      'e libero oggi',
      'quando e libero',
      'primo appuntamento disponibile',
      'c e un buco',
      'posso venire oggi',
      'avete tempo stasera',
      'disponibile sabato mattina',
      'primo orario libero',
      'quando posso venire',
      'c e posto',
    ],
  },
  myAppointment: {
    roles: ['client', 'guest'],
    examples: [
      'quando e il mio appuntamento',
      'il mio prossimo appuntamento',
      'a che ora ho appuntamento',
      'ho una prenotazione',
      'la mia prenotazione',
      'mio appuntamento',
      'quando devo venire',
      'ricordami il mio appuntamento',
    ],
  },
  myOrder: {
    roles: ['client', 'guest'],
    examples: [
      'stato del mio ordine',
      'il mio ordine',
      'dov e il mio ordine',
      'ordine pronto',
      'quando posso ritirare il mio ordine',
      'ho ordinato',
      'a che punto e il mio ordine',
      'mio acquisto',
    ],
  },
  products: {
    roles: ALL,
    examples: [
      'prodotti',
      'che prodotti vendete',
      'avete la cera',
      'prodotti per la barba',
      'vendete shampoo',
      'disponibile in negozio',
      'pomata per capelli',
      'olio da barba',
      'avete in magazzino',
      'cosa c e nello shop',
      'dopobarba',
      'gel per capelli',
    ],
  },
  barbers: {
    roles: ALL,
    examples: ['chi sono i barbieri', 'quanti barbieri siete', 'chi lavora da voi', 'nomi dei barbieri', 'il vostro staff', 'con chi posso prenotare'],
  },
  greeting: {
    roles: ALL,
    examples: ['ciao', 'buongiorno', 'buonasera', 'salve', 'ehi', 'hey', 'ciao come va'],
  },
  thanks: {
    roles: ALL,
    examples: ['grazie', 'grazie mille', 'perfetto grazie', 'ok grazie', 'gentilissimo', 'ti ringrazio'],
  },
};
