/**
 * The profile page's texts (spec 001 section 2 'Profile page', 4 'Shop order status', 8 'Orders'), in Italian.
 * Apart from it.ts so they load with /profile only. Texts quoted by the specification are used verbatim.
 */
export const profile = {
  title: 'Il Mio Profilo',
  intro: (firstName: string) => `Ciao ${firstName}: i tuoi dati e i tuoi ordini del negozio.`,
  tabsLabel: 'Sezioni del profilo',
  tabLoading: 'Caricamento della sezione…',
  tabs: { personal: 'Informazioni Personali', orders: 'I Miei Ordini' },
  personal: {
    title: 'Informazioni Personali',
    name: 'Nome',
    email: 'Email',
    // Issue 14 brings the avatar, the edit mode and the password change: until then the tab only shows who is in.
    later: 'La modifica dei dati e della password sarà disponibile a breve.',
  },
  orders: {
    title: 'I Miei Ordini',
    intro: 'I prodotti che hai ordinato, da ritirare in negozio.',
    filter: 'Filtra per stato',
    allStatuses: 'Tutti gli stati',
    count: (n: number) => (n === 1 ? '1 ordine' : `${n} ordini`),
    loading: 'Caricamento degli ordini…',
    loadError: 'Errore nel caricamento degli ordini',
    retry: 'Riprova',
    emptyTitle: 'Nessun ordine trovato',
    emptyFiltered: 'Nessun ordine con questo stato',
    emptyNone: 'Non hai ancora effettuato acquisti',
    toShop: 'Vai allo Shop',
    paging: 'Pagine degli ordini',
    previous: 'Precedente',
    next: 'Successiva',
    page: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
    statusLabel: 'Stato',
    placedOn: 'Data',
    itemCount: (n: number) => (n === 1 ? '1 articolo' : `${n} articoli`),
    // The spec's '+N altri'; one left over reads '+1 altro'.
    more: (n: number) => (n === 1 ? '+1 altro' : `+${n} altri`),
    total: 'Totale',
    details: 'Dettagli',
    detailsOf: (number: string) => `Dettagli dell'ordine ${number}`,
    // The live toast when the shop changes an order's status: 'Ordine BS-2026-000123: Consegnato'.
    statusChanged: (number: string, label: string) => `Ordine ${number}: ${label}`,
  },
  details: {
    close: 'Chiudi',
    placedOn: (when: string) => `Ordinato il ${when}`,
    items: 'Articoli',
    quantity: (n: number, price: string) => `${n} × ${price}`,
    noImage: 'Nessuna immagine',
    subtotal: 'Subtotale',
    total: 'Totale',
    payment: 'Pagamento',
    method: 'Metodo',
    paymentState: 'Stato del pagamento',
    methods: { cash: 'Contanti al ritiro', stripe_card: 'Carta', twint: 'TWINT' },
    paymentStates: {
      pending: 'Da pagare al ritiro',
      paid: 'Pagato',
      partially_refunded: 'Rimborsato in parte',
      refunded: 'Rimborsato',
    },
    cardReference: 'Riferimento carta',
    pickup: 'Ritiro',
    pickupInShop: 'Ritiro in negozio',
    lastUpdate: (when: string) => `Ultimo aggiornamento: ${when}`,
  },
} as const;
