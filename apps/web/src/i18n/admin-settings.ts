/**
 * The admin's 'Impostazioni' tab (issue 13 item 2): when the appointment reminders go. Loaded with the tab's lazy
 * chunk, not with the public pages (it.ts).
 */
const hoursLabel = (hours: number) => (hours === 0 ? 'Disattivato' : hours === 1 ? '1 ora' : `${hours} ore`);

export const adminSettings = {
  tabLabel: 'Impostazioni',
  title: 'Impostazioni',
  intro: 'Le impostazioni del negozio che valgono per tutti i clienti.',
  notifications: {
    title: 'Notifiche',
    intro: "Quando i clienti ricevono il promemoria del loro appuntamento: quante ore prima dell'inizio.",
    email: 'Promemoria email',
    emailHint: "Un'email con i dettagli e il link per gestire l'appuntamento.",
    sms: 'Promemoria SMS',
    smsHint: 'Un SMS breve, ai clienti che hanno lasciato un numero di cellulare.',
    hours: hoursLabel,
    planNote: 'Ogni SMS inviato conta nel limite di SMS del tuo piano (le email in quello delle email).',
    appliesNote: 'Le modifiche valgono per i promemoria non ancora inviati.',
    save: 'Salva',
    saving: 'Salvataggio in corso…',
    saved: 'Impostazioni salvate',
    saveError: 'Impossibile salvare le impostazioni. Riprova.',
    loading: 'Caricamento delle impostazioni…',
    loadError: 'Impossibile caricare le impostazioni delle notifiche.',
    retry: 'Riprova',
  },
  /** The deposit asked of customers who miss appointments (issue 29 item 2, ADR 0064). */
  deposit: {
    title: 'Acconto contro le assenze',
    intro:
      "Chiedi un acconto, pagato online con carta o TWINT, a chi non si presenta o cancella all'ultimo momento. L'acconto viene dedotto dal prezzo in negozio.",
    enabled: 'Chiedi un acconto',
    enabledHint: 'Quando è spento, nessun cliente paga un acconto.',
    kind: 'Tipo di acconto',
    kinds: { fixed: 'Importo fisso', percent: 'Percentuale del prezzo' } as Record<'fixed' | 'percent', string>,
    fixedAmount: 'Importo (CHF)',
    percent: 'Percentuale (%)',
    threshold: 'Appuntamenti mancati',
    thresholdHint: 'Assenze e cancellazioni tardive degli ultimi 12 mesi a partire dalle quali si chiede l’acconto.',
    firstTimeAtPeak: 'Anche ai nuovi clienti nelle ore di punta',
    firstTimeAtPeakHint: 'Chi non ha ancora completato una visita paga un acconto se prenota in questi orari.',
    peakDays: 'Giorni di punta',
    peakFrom: 'Dalle',
    peakTo: 'Alle',
    terms:
      "Al pagamento il cliente accetta che l'acconto resti al negozio se non si presenta o cancella entro il preavviso; se cancelli tu, viene rimborsato.",
    save: 'Salva acconto',
    saving: 'Salvataggio…',
    saved: 'Acconto salvato',
    saveError: "Impossibile salvare l'acconto. Riprova.",
    loading: 'Caricamento delle impostazioni…',
    loadError: "Impossibile caricare le impostazioni dell'acconto.",
    retry: 'Riprova',
  },
  teamNotices: {
    title: 'Avvisi al team',
    intro:
      "Ogni barbiere riceve un'email e un avviso nel pannello quando un suo appuntamento viene prenotato, cancellato o spostato.",
    ownerCopy: 'Copia al titolare',
    ownerCopyHint: 'Ricevi anche tu, via email, una copia di ogni avviso inviato ai barbieri.',
    within48h: 'Solo per le prossime 48 ore',
    within48hHint:
      "I barbieri ricevono l'email solo se l'appuntamento è entro le prossime 48 ore; l'avviso nel pannello arriva sempre.",
    planNote: 'Ogni email inviata conta nel limite di email del tuo piano.',
    saved: 'Impostazioni salvate',
    saveError: 'Impossibile salvare le impostazioni. Riprova.',
    loading: 'Caricamento delle impostazioni…',
    loadError: 'Impossibile caricare le impostazioni degli avvisi.',
    retry: 'Riprova',
  },
};
