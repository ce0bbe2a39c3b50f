import type { RetentionBucket } from '@barber/shared/domain/stats';

/**
 * The statistics' texts (spec 002 section 2 'Stats tab' and the barber panel's 'Statistiche', section 8 'Stats'),
 * in Italian. Apart from it.ts so they load with the statistics only. Spec texts verbatim.
 */
export const stats = {
  tabLabel: 'Statistiche',
  title: 'Statistiche',
  intro: 'Appuntamenti, fatturato e clienti del periodo, calcolati sui giorni del negozio.',
  barber: 'Barbiere',
  allBarbers: 'Tutti i barbieri',
  timeframe: 'Periodo',
  timeframes: { week: 'Settimana', month: 'Mese', year: 'Anno' },
  refresh: 'Aggiorna',
  refreshing: 'Aggiornamento…',
  loading: 'Caricamento delle statistiche…',
  loadError: 'Errore nel caricamento delle statistiche. Riprova più tardi.',
  retry: 'Riprova',
  period: (from: string, to: string) => `Dal ${from} al ${to}`,
  totals: {
    appointments: 'Appuntamenti',
    revenue: 'Fatturato',
    retained: 'Clienti fidelizzati',
    retainedHint: "Clienti con più di una visita nel periodo ('1 visita' esclusa).",
    revenueHint: 'Appuntamenti completati al prezzo pagato, meno i rimborsi.',
    shop: 'Vendite shop',
    shopHint: 'Ordini di prodotti del negozio, a parte dal fatturato dei servizi.',
  },
  charts: {
    appointments: 'Andamento appuntamenti',
    revenue: 'Andamento fatturato',
    peakHours: 'Orari di punta',
    retention: 'Fidelizzazione clienti',
    services: 'Servizi più richiesti',
  },
  columns: {
    day: 'Giorno',
    month: 'Mese',
    period: 'Periodo',
    count: 'Appuntamenti',
    revenue: 'Fatturato (CHF)',
    hour: 'Ora',
    clients: 'Clienti',
    bucket: 'Visite',
    service: 'Servizio',
    bookings: 'Prenotazioni',
  },
  showTable: 'Mostra tabella',
  showChart: 'Mostra grafico',
  downloadCsv: 'Scarica CSV',
  tableOf: (title: string) => `Dati del grafico: ${title}`,
  chartOf: (title: string) => `Grafico: ${title}. I dati sono nella tabella del grafico.`,
  noData: 'Nessun dato nel periodo.',
  chartLoading: 'Caricamento dei grafici…',
  hourLabel: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
  // The barber panel's 'Statistiche' (002 section 2).
  barberPanel: {
    title: 'Statistiche',
    periodLabel: 'Periodo delle statistiche',
    appointments: 'Appuntamenti',
    revenue: 'Fatturato',
    duration: 'Durata Media',
    popular: 'Servizio Più Popolare',
    minutes: (n: number) => `${n} min`,
    bookings: (n: number) => (n === 1 ? '1 prenotazione' : `${n} prenotazioni`),
    none: 'N/A',
    change: (percent: string) => `${percent} rispetto al periodo precedente`,
    noChange: 'Nessun confronto: periodo precedente senza dati',
    previous: (value: string) => `Periodo precedente: ${value}`,
    appointmentsChart: 'Andamento Appuntamenti',
    servicesChart: 'Distribuzione Servizi',
    revenueChart: 'Fatturato per Periodo',
    empty: 'Nessuna statistica disponibile.',
  },
  /**
   * The retention pie's slices: the shared RETENTION_BUCKETS, in their order, as the server names them (written out
   * so this catalogue carries no date code).
   */
  buckets: ['1 visita', '2 visite', '3-5 visite', '6-10 visite', 'Più di 10 visite'] satisfies readonly RetentionBucket[],
} as const;
