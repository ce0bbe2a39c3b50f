/**
 * The owner's shop settings in 'Impostazioni' (issue 27 item 1): details, hours, booking rules and the list of
 * what shorter hours leave outside. Loaded with the admin's lazy chunk.
 */
const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const adminShopSettings = {
  title: 'Il negozio',
  intro:
    'Nome, contatti, orari e regole di prenotazione: quello che salvi vale subito per la home page, le prenotazioni, le email, il biglietto da visita e l’assistente.',
  details: 'Dati del negozio',
  name: 'Nome del negozio',
  tagline: 'Motto (facoltativo)',
  address: 'Indirizzo',
  postalCode: 'NPA',
  city: 'Località',
  phone: 'Telefono',
  email: 'Email',
  social: 'Profili social',
  socialHint: 'Indirizzo completo del profilo; lascia vuoto se non c’è.',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  hours: 'Orari di apertura',
  hoursHint:
    'Gli orari dei barbieri devono rientrare in questi. Una pausa chiude il negozio per tutti in quella fascia.',
  booking: 'Regole di prenotazione',
  windowDays: 'Prenotabile con quanti giorni di anticipo',
  windowHint: 'Da oggi fino a questo numero di giorni.',
  notice: 'Preavviso per modifiche online (ore)',
  noticeHint: 'Dopo, il cliente deve chiamare il negozio. 0 = sempre possibile prima dell’inizio.',
  step: 'Intervallo tra gli orari prenotabili',
  minutes: (n: number) => `${n} minuti`,
  save: 'Salva il negozio',
  saving: 'Salvataggio in corso…',
  checking: 'Controllo degli appuntamenti…',
  saved: 'Impostazioni salvate',
  saveError: 'Impossibile salvare le impostazioni. Riprova.',
  loading: 'Caricamento dei dati del negozio…',
  loadError: 'Impossibile caricare i dati del negozio.',
  retry: 'Riprova',
  conflicts: {
    title: 'I nuovi orari lasciano fuori qualcosa',
    message:
      'Prima di salvare controlla l’elenco. Salvando, gli orari dei barbieri vengono adattati ai nuovi orari e ricevono un’email; gli appuntamenti restano prenotati.',
    barbers: (n: number) => `Barbieri con orari fuori dai nuovi orari (${n})`,
    appointments: (n: number) => `Appuntamenti fuori dai nuovi orari (${n})`,
    appointment: (date: string, time: string, service: string) => `${date} alle ${time} · ${service}`,
    who: (customer: string, barber: string) => `${customer || 'Cliente senza nome'} con ${barber}`,
    count: (barbers: number, appointments: number) =>
      `${plural(barbers, 'barbiere', 'barbieri')}, ${plural(appointments, 'appuntamento', 'appuntamenti')}`,
    confirm: 'Salva comunque',
    cancel: 'Torna agli orari',
    close: 'Chiudi',
  },
};
