/**
 * Texts of a regular's series (issue 29 item 4, ADR 0068): 'Ripeti' in the booking flow and the owner's phone
 * booking, the dates before confirming, and 'Cancella il resto della serie'.
 */
export const seriesTexts = {
  repeat: 'Ripeti',
  repeatHint: 'Prenota lo stesso orario con lo stesso barbiere a intervalli regolari.',
  never: 'Non ripetere',
  every: (weeks: number) => `Ogni ${weeks} settimane`,
  count: 'Quante volte',
  times: (n: number) => `${n} volte`,
  submit: 'Controlla le date',
  reviewTitle: 'Le date della tua serie',
  reviewIntro: (weeks: number, n: number) => `Ogni ${weeks} settimane, ${n} volte. Controlla le date prima di confermare.`,
  loading: 'Controllo delle date...',
  loadError: 'Non è stato possibile controllare le date. Riprova.',
  retry: 'Riprova',
  free: 'Libero',
  taken: 'Occupato',
  unavailable: 'Non disponibile',
  alternative: (date: string, time: string) => `Alternativa più vicina: ${date} alle ${time}`,
  noAlternative: 'Nessuna alternativa entro 3 giorni',
  accept: "Accetta l'alternativa",
  drop: 'Togli questa data',
  edit: 'Modifica',
  book: (n: number) => (n === 1 ? 'Prenota 1 appuntamento' : `Prenota ${n} appuntamenti`),
  booking: 'Prenotazione in corso...',
  nothingLeft: 'Tieni almeno una data per prenotare.',
  bookError: 'Non è stato possibile prenotare la serie. Riprova.',
  doneTitle: 'Serie prenotata',
  doneIntro: (n: number) =>
    n === 1 ? 'Il tuo appuntamento è confermato.' : `I tuoi ${n} appuntamenti sono confermati: ognuno si può spostare o cancellare da solo.`,
  myAppointments: 'I miei appuntamenti',
  payInShop: 'Ogni appuntamento della serie si paga in sede.',
  inSeries: 'Parte di una serie',
  cancelRest: 'Cancella il resto della serie',
  cancelRestTitle: 'Cancellare il resto della serie?',
  cancelRestIntro: (date: string, time: string) =>
    `Cancelli l'appuntamento del ${date} alle ${time} e tutti quelli successivi della stessa serie.`,
  cancelRestConfirm: 'Cancella il resto',
  cancelRestSuccess: (n: number) => (n === 1 ? '1 appuntamento cancellato' : `${n} appuntamenti cancellati`),
};
