/**
 * Texts of /marketing-barber-system (001 section 2 'Marketing page', sections 4-5 'Demo form'; issue 15 item 4):
 * the booking system sold to other salon owners, described from what this product really does.
 */
export const marketing = {
  documentTitle: 'Barber System per il tuo salone',
  hero: {
    eyebrow: 'Per saloni e barbieri in Svizzera',
    title: 'Prenotazioni, pagamenti e clienti in un’unica app',
    text:
      'Il sistema che il nostro studio usa ogni giorno: calendario senza sovrapposizioni, pagamenti con carta, ' +
      'TWINT o in contanti, shop, lista d’attesa e promemoria automatici. In italiano, in franchi, sul telefono ' +
      'dei tuoi clienti come un’app.',
    requestDemo: 'Richiedi una Demo',
    liveDemo: 'Prova la Demo Live',
    liveDemoHint: 'Apre il sito di prenotazione del nostro studio: è il sistema che riceverai.',
  },
  nav: {
    label: 'Sezioni della pagina',
    features: 'Funzionalità',
    benefits: 'Vantaggi',
    roi: 'ROI',
    testimonials: 'Testimonianze',
    pricing: 'Prezzi',
  },
  tabs: {
    label: 'Scopri il sistema',
    features: 'Funzionalità',
    benefits: 'Vantaggi',
    roi: 'ROI',
    pricing: 'Preventivo',
  },
  features: {
    title: 'Tre pannelli, un solo sistema',
    intro: 'Ognuno vede quello che gli serve: il titolare gestisce il salone, i barbieri la loro agenda, i clienti prenotano da soli.',
    panels: [
      {
        title: 'Pannello Admin',
        subtitle: 'Per il titolare del salone',
        items: [
          'Calendario di tutto il salone per giorno e settimana, con spostamento degli appuntamenti',
          'Barbieri, orari di lavoro, pause, ferie e assenze',
          'Servizi con durata e prezzo in CHF',
          'Pagamenti con carta, TWINT e in contanti, rimborsi e ricevute',
          'Shop: prodotti, scorte, ordini da ritirare in negozio',
          'Lista d’attesa, statistiche di incassi e appuntamenti, impostazioni dei promemoria',
        ],
      },
      {
        title: 'Pannello Barbiere',
        subtitle: 'Per ogni collaboratore',
        items: [
          'La propria agenda del giorno, sempre aggiornata in tempo reale',
          'Conferma, completa o cancella un appuntamento con un tocco',
          'Orari di lavoro, pause e ferie gestiti in autonomia',
          'I clienti toccati da un cambio d’orario vengono avvisati per email',
          'Statistiche personali: appuntamenti e incassi del mese',
        ],
      },
      {
        title: 'Pannello Cliente',
        subtitle: 'Per chi prenota',
        items: [
          'Prenotazione online 24 ore su 24, anche senza registrarsi',
          'Solo orari davvero liberi: due clienti non possono prendere lo stesso posto',
          'Pagamento online con carta o TWINT, oppure in salone',
          'Link personale per spostare o cancellare l’appuntamento',
          'Lista d’attesa: se un posto si libera, arriva l’offerta per email e SMS',
          'Shop con ritiro in negozio, assistente virtuale e app installabile sul telefono',
        ],
      },
    ],
    gridTitle: 'Tutto quello che serve, già pronto',
    grid: [
      { title: 'Calendario', text: 'Vista del giorno e della settimana per tutto il salone o per ogni barbiere.' },
      { title: 'Nessuna sovrapposizione', text: 'Il database rifiuta due prenotazioni sullo stesso posto, anche se arrivano nello stesso istante.' },
      { title: 'Carta, TWINT, contanti', text: 'Pagamenti online sicuri o in salone, con ricevute e rimborsi.' },
      { title: 'Shop', text: 'Vendi prodotti per capelli e barba con ritiro in negozio e avviso di scorte basse.' },
      { title: 'Lista d’attesa', text: 'Il posto liberato da una cancellazione viene offerto automaticamente a chi aspetta.' },
      { title: 'Notifiche', text: 'Conferme, promemoria email 24 ore prima e SMS 2 ore prima, avvisi di modifica.' },
      { title: 'Statistiche', text: 'Incassi, appuntamenti, servizi più richiesti e andamento rispetto al mese prima.' },
      { title: 'Assistente virtuale', text: 'Un chatbot in italiano risponde su orari, prezzi e prenotazioni, anche di notte.' },
    ],
  },
  benefits: {
    title: 'Perché conviene',
    intro: 'Meno tempo al telefono, meno posti vuoti, più incassi: il salone lavora anche quando è chiuso.',
    items: [
      { title: 'Meno telefonate', text: 'I clienti prenotano da soli, a ogni ora: tu tagli, il telefono resta muto.' },
      { title: 'Meno assenze', text: 'I promemoria automatici ricordano l’appuntamento; chi non può venire lo sposta con un clic.' },
      { title: 'Posti vuoti riempiti', text: 'La lista d’attesa offre subito il posto liberato, senza che tu debba chiamare nessuno.' },
      { title: 'Incasso sicuro', text: 'Con il pagamento online anticipato l’appuntamento è già pagato quando il cliente arriva.' },
      { title: 'Vendite in più', text: 'Lo shop propone i tuoi prodotti a chi prenota: il ritiro avviene in salone.' },
      { title: 'Dati in ordine', text: 'Informativa privacy, consenso ai cookie, esportazione e cancellazione dei dati secondo la nLPD.' },
    ],
  },
  roi: {
    title: 'Calcola il tuo ritorno',
    intro: 'Inserisci i numeri del tuo salone: il calcolo mostra quanto ti costano oggi le assenze e quanto puoi recuperare.',
    appointments: 'Appuntamenti a settimana',
    price: 'Prezzo medio (CHF)',
    noShow: 'Assenze senza preavviso (%)',
    phoneMinutes: 'Minuti al telefono per prenotazione',
    results: 'Risultato al mese',
    lostToday: 'Perso oggi per le assenze',
    recovered: 'Recuperato con promemoria e lista d’attesa',
    hoursSaved: 'Ore di telefono risparmiate',
    hours: (h: number) => `${h} ore`,
    planCost: (plan: string) => `Costo del piano ${plan}`,
    net: 'Guadagno netto al mese',
    assumption:
      'Ipotesi del calcolo: un mese di 4,33 settimane; promemoria e lista d’attesa recuperano metà degli appuntamenti persi. ' +
      'I risultati sono una stima, non una promessa.',
    invalid: 'Inserisci numeri validi (zero o più).',
  },
  testimonials: {
    title: 'Cosa dicono i saloni',
    items: [
      {
        name: 'Marco B.',
        initials: 'MB',
        role: 'Barbiere, Lugano',
        text: 'Prima passavo le pause al telefono. Ora le prenotazioni arrivano da sole e il sabato è sempre pieno.',
      },
      {
        name: 'Sara C.',
        initials: 'SC',
        role: 'Titolare di salone, Bellinzona',
        text: 'Con i promemoria gli appuntamenti saltati sono quasi spariti, e TWINT ai clienti piace molto.',
      },
      {
        name: 'Luca R.',
        initials: 'LR',
        role: 'Barber shop con tre collaboratori, Locarno',
        text: 'Ogni barbiere vede la sua agenda sul telefono e io vedo tutto il salone. Niente più doppie prenotazioni.',
      },
    ],
  },
  pricing: {
    title: 'Prezzi chiari, senza sorprese',
    intro: 'Un abbonamento mensile in franchi, disdicibile ogni mese. Per esigenze particolari ti prepariamo un preventivo.',
    perMonth: '/mese',
    recommended: 'Consigliato',
    included: 'Incluso',
    notIncluded: 'Non incluso',
    limits: (appointments: number | null, barbers: number) =>
      `${appointments === null ? 'Appuntamenti illimitati' : `${appointments} appuntamenti al mese`} · fino a ${barbers} barbieri`,
    choose: 'Richiedi una Demo',
    custom: 'Ti serve altro? Richiedi un preventivo su misura',
    loading: 'Caricamento dei piani…',
    failed: 'Non è stato possibile caricare i prezzi. Riprova più tardi.',
    retry: 'Riprova',
  },
  cta: {
    title: 'Vuoi vederlo sul tuo salone?',
    text: 'Ti mostriamo il sistema in 30 minuti, con i tuoi servizi e i tuoi orari.',
  },
  demo: {
    // 001 section 2, verbatim.
    title: 'Richiedi una Demo',
    intro: 'Lasciaci i tuoi dati: ti contattiamo entro due giorni lavorativi.',
    close: 'Chiudi',
    name: 'Nome e cognome',
    email: 'Email',
    phone: 'Telefono',
    salonName: 'Nome del salone',
    message: 'Messaggio (facoltativo)',
    messagePlaceholder: 'Quanti barbieri siete? Cosa vorresti vedere nella demo?',
    privacyBefore: 'Ho letto e accetto l’',
    privacyLink: 'informativa sulla privacy',
    privacyAfter: '.',
    cancel: 'Annulla',
    submit: 'Invia Richiesta',
    sending: 'Invio in corso…',
    successTitle: 'Richiesta inviata!',
    successText: 'Grazie! Ti contatteremo presto per fissare la demo.',
    failure: 'Non è stato possibile inviare la richiesta. Riprova tra poco.',
    honeypot: 'Lascia vuoto questo campo',
  },
  footer: {
    home: 'Torna al sito dello studio',
  },
} as const;
