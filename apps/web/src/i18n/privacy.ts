/**
 * The privacy policy (/privacy-policy, 001 section 2) for a Swiss shop under the revised Federal Act on Data
 * Protection (nLPD/revFADP, in force since 1 September 2023). Lazy: loaded with the page, never in it.ts.
 * The periods quote docs/decisions/0009, 0021, 0024 (job applications), 0025 (contact requests) and the chat's
 * 30 days: change them together.
 */
export interface PrivacyItem {
  title: string;
  text: string;
}

export const privacyTexts = {
  documentTitle: 'Informativa sulla privacy',
  title: 'Informativa sulla privacy',
  // The spec's page said 2 April 2025; this text describes the product as it is now, so it carries its own date.
  lastModifiedDate: '2026-11-26',
  lastModified: (date: string) => `Ultima modifica: ${date}`,
  intro: (shop: string) =>
    `Questa informativa spiega quali dati personali raccoglie ${shop} quando usi questo sito e l’app, perché li ` +
    'usiamo, a chi li affidiamo, per quanto tempo li conserviamo e quali diritti hai secondo la legge federale ' +
    'sulla protezione dei dati (LPD riveduta, in vigore dal 1° settembre 2023).',
  controller: (shop: string) =>
    `Responsabile del trattamento è ${shop}; i recapiti sono in fondo alla pagina, alla voce «Contatti».`,
  shopFallback: 'il negozio',
  toc: 'Indice',
  backHome: 'Torna alla home',

  collected: {
    title: 'Dati raccolti',
    intro: 'Raccogliamo solo i dati che ci dai o che servono a fornire il servizio che chiedi:',
    items: [
      {
        title: 'Prenotazioni',
        text: 'nome, cognome, email, telefono, servizio, barbiere, data e ora, eventuali note; anche per chi prenota come ospite senza account.',
      },
      {
        title: 'Account cliente',
        text: 'nome, cognome, email, telefono e password (conservata solo in forma cifrata non reversibile), le tue prenotazioni, gli ordini e la lista d’attesa.',
      },
      {
        title: 'Immagine del profilo',
        text: 'la foto che scegli di caricare come avatar (facoltativa).',
      },
      {
        title: 'Ordini del negozio online',
        text: 'prodotti, quantità e importi, e i dati di contatto e di consegna che inserisci (nome, indirizzo, CAP, città, email, telefono).',
      },
      {
        title: 'Pagamenti',
        text: 'i pagamenti online con carta o TWINT passano dal fornitore di pagamento: riceviamo solo l’esito, l’importo, il metodo e il riferimento del pagamento. I dati della tua carta non arrivano mai ai nostri server.',
      },
      {
        title: 'Lista d’attesa',
        text: 'servizio, barbiere, giorni e fasce orarie preferiti, note.',
      },
      {
        title: 'Candidature di lavoro',
        text: 'i dati del modulo «Lavora con noi» (nome, cognome, nazionalità, permesso di lavoro, stato civile, figli, indirizzo, telefono, email, profili social) e le foto del portfolio.',
      },
      {
        title: 'Richieste di contatto, demo e consulenza',
        text: 'nome, email, telefono, nome del salone, il messaggio e, per una consulenza, il servizio, la data e l’ora desiderati.',
      },
      {
        title: 'Assistente virtuale',
        text: 'le domande che scrivi alla chat e le risposte, legate a un identificativo di sessione casuale.',
      },
      {
        title: 'Email e SMS',
        text: 'destinatario e testo delle conferme, dei promemoria e delle altre comunicazioni che ti inviamo.',
      },
      {
        title: 'Dati tecnici',
        text: 'indirizzo IP, pagina richiesta, data e ora, usati dal server solo per la sicurezza e per limitare gli abusi.',
      },
    ] satisfies PrivacyItem[],
  },

  use: {
    title: 'Come usiamo i dati',
    intro: 'Usiamo i dati solo per questi scopi, e mai per venderli o per profilarti:',
    items: [
      {
        title: 'Per fornirti il servizio (contratto)',
        text: 'gestire prenotazioni, modifiche e disdette, ordini, pagamenti, il tuo account, la lista d’attesa; inviarti conferme e promemoria via email e SMS e, finché non le disattivi dal profilo o dal link in ogni messaggio, le offerte last-minute quando si libera un posto.',
      },
      {
        title: 'Per un nostro interesse legittimo',
        text: 'rispondere alle tue richieste, proteggere il sito dagli abusi, tenere le statistiche interne del negozio (in forma aggregata) e valutare le candidature che riceviamo.',
      },
      {
        title: 'Con il tuo consenso',
        text: 'i cookie facoltativi (vedi sotto) e le email facoltative; puoi revocare il consenso in ogni momento, per esempio con il link di disiscrizione in fondo alle email.',
      },
      {
        title: 'Per obbligo di legge',
        text: 'conservare i documenti contabili (appuntamenti pagati, ordini, pagamenti) come prescrive il Codice delle obbligazioni.',
      },
    ] satisfies PrivacyItem[],
    processorsTitle: 'A chi affidiamo i dati',
    processorsIntro:
      'Alcuni fornitori trattano dati per nostro conto, solo per il servizio indicato e secondo le nostre istruzioni:',
    processors: [
      {
        title: 'Stripe',
        text: 'pagamenti online con carta e TWINT; i dati della carta sono inseriti direttamente presso Stripe.',
      },
      {
        title: 'Fornitore email',
        text: 'invio delle email (conferme, promemoria, risposte alle richieste).',
      },
      { title: 'Twilio', text: 'invio degli SMS di conferma e di promemoria.' },
      { title: 'Fornitore di hosting', text: 'server e database su cui funzionano il sito e l’app.' },
    ] satisfies PrivacyItem[],
    abroad:
      'Alcuni fornitori (per esempio Stripe e Twilio) possono trattare dati all’estero, anche negli Stati Uniti. ' +
      'Lo facciamo solo verso Paesi con una protezione adeguata secondo il Consiglio federale oppure con garanzie ' +
      'adeguate, come la certificazione Swiss-U.S. Data Privacy Framework o clausole contrattuali standard.',
  },

  cookies: {
    title: 'Cookie',
    intro:
      'Il sito usa cookie e memoria locale del browser. Senza il tuo consenso usiamo solo quelli necessari; ' +
      'oggi non usiamo cookie di statistica, di marketing o di preferenza.',
    items: [
      {
        title: 'Necessari',
        text: 'mantengono l’accesso al tuo account (un cookie di sessione sicuro e protetto), il tema chiaro o scuro, il carrello, la prenotazione in corso e la tua scelta sui cookie. Sono sempre attivi.',
      },
      {
        title: 'Analitici',
        text: 'statistiche sulle visite per migliorare il sito. Solo con il tuo consenso; oggi non ne usiamo.',
      },
      {
        title: 'Marketing',
        text: 'contenuti e offerte personalizzati su altri siti. Solo con il tuo consenso; oggi non ne usiamo.',
      },
      {
        title: 'Preferenze',
        text: 'ricordano scelte facoltative per rendere il sito più comodo. Solo con il tuo consenso; oggi non ne usiamo.',
      },
    ] satisfies PrivacyItem[],
    manage: 'Puoi cambiare la tua scelta in ogni momento:',
    openSettings: 'Impostazioni Cookie',
  },

  retention: {
    title: 'Conservazione e sicurezza',
    intro: 'Conserviamo i dati solo per il tempo necessario; poi li cancelliamo automaticamente:',
    items: [
      {
        title: 'Account e immagine del profilo',
        text: 'finché hai l’account; puoi eliminarlo quando vuoi dal tuo profilo.',
      },
      {
        title: 'Appuntamenti, ordini e pagamenti',
        text: '10 anni, come documenti contabili; se elimini l’account restano senza il tuo nome né i tuoi contatti.',
      },
      { title: 'Candidature di lavoro e foto', text: 'cancellate automaticamente dopo 90 giorni.' },
      { title: 'Conversazioni con l’assistente virtuale', text: 'cancellate dopo 30 giorni.' },
      { title: 'Richieste di contatto, demo e consulenza', text: 'cancellate dopo 12 mesi.' },
      {
        title: 'Coda senza appuntamento',
        text: 'nome e telefono cancellati dopo 24 ore; se sei stato servito resta l’appuntamento, come gli altri.',
      },
      {
        title: 'Email e SMS inviati',
        text: 'destinatario e testo cancellati dopo 30 giorni; resta solo un conteggio senza dati personali.',
      },
      {
        title: 'Dati tecnici e sessioni',
        text: 'copie tecniche delle prenotazioni 24 ore; sessioni, link per reimpostare la password e link di conferma dell’email fino a un giorno dopo la scadenza.',
      },
    ] satisfies PrivacyItem[],
    security:
      'Il sito usa solo connessioni cifrate (HTTPS). Le password sono conservate con un algoritmo di hash ' +
      'moderno, l’accesso ai dati è limitato al personale che ne ha bisogno per il suo ruolo, le foto caricate ' +
      'vengono controllate, ridimensionate e private dei metadati (per esempio la posizione).',
  },

  rights: {
    title: 'I tuoi diritti',
    intro: 'Secondo la LPD puoi in ogni momento:',
    items: [
      { title: 'Informazione', text: 'sapere quali dati conserviamo su di te e come li usiamo.' },
      {
        title: 'Rettifica',
        text: 'far correggere dati inesatti; nome e telefono li cambi anche dal tuo profilo.',
      },
      {
        title: 'Cancellazione',
        text: 'far cancellare i tuoi dati, salvo quelli che la legge ci obbliga a conservare; dal profilo con «Elimina account».',
      },
      {
        title: 'Portabilità',
        text: 'ricevere i tuoi dati in un formato elettronico comune; dal profilo con «Scarica i miei dati».',
      },
      {
        title: 'Opposizione e revoca',
        text: 'opporti a un trattamento e revocare un consenso dato, senza effetto su quanto avvenuto prima.',
      },
    ] satisfies PrivacyItem[],
    howTo:
      'Per esercitare i tuoi diritti scrivici ai recapiti qui sotto: rispondiamo di regola entro 30 giorni. ' +
      'Potremmo chiederti di dimostrare la tua identità.',
    complaint:
      'Se ritieni che trattiamo i tuoi dati in modo non conforme, puoi rivolgerti all’Incaricato federale della ' +
      'protezione dei dati e della trasparenza (IFPDT), Feldeggweg 1, 3003 Berna:',
    complaintLink: 'www.edoeb.admin.ch',
    complaintHref: 'https://www.edoeb.admin.ch',
    newTab: '(si apre in una nuova scheda)',
  },

  changes: {
    title: 'Modifiche',
    text:
      'Aggiorniamo questa informativa quando cambiano i nostri servizi o la legge. La versione valida è sempre ' +
      'quella pubblicata su questa pagina, con la data dell’ultima modifica indicata in alto.',
  },

  contact: {
    title: 'Contatti',
    intro: 'Per domande sulla protezione dei dati o per esercitare i tuoi diritti:',
    email: 'Email',
    phone: 'Telefono',
    loading: 'Caricamento dei recapiti…',
    pending: 'I recapiti del negozio saranno pubblicati al termine della configurazione.',
    failed: 'Impossibile caricare i recapiti del negozio. Riprova più tardi.',
  },
} as const;
