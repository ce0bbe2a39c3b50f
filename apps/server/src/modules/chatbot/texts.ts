import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';

/** The assistant's own Italian texts (welcome by role, page suggestions, not understood). */

export function welcomeText(role: ChatbotRole, shopName: string | null, firstName: string | null): string {
  const hello = firstName ? `Ciao ${firstName}!` : 'Ciao!';
  const me = `Sono l'Assistente Virtuale${shopName ? ` di ${shopName}` : ''}.`;
  switch (role) {
    case 'admin':
      return `${hello} ${me} Posso aiutarti con la gestione del negozio; nella scheda 'Assistente' del pannello vedi le domande a cui non ho saputo rispondere.`;
    case 'barber':
      return `${hello} ${me} Posso aiutarti con il tuo calendario, le assenze e gli appuntamenti dei clienti.`;
    case 'client':
      return `${hello} ${me} Posso dirti prezzi, orari e il primo posto libero, e ricordarti il tuo prossimo appuntamento o lo stato del tuo ordine.`;
    default:
      return `${hello} ${me} Posso dirti prezzi, orari e il primo posto libero, e aiutarti a prenotare. Come posso aiutarti?`;
  }
}

export const WELCOME_SUGGESTIONS: Readonly<Record<ChatbotRole, readonly string[]>> = {
  guest: ['Qual è il primo posto libero?', 'Quanto costa un taglio?', 'Quali sono gli orari di apertura?'],
  client: ['Quando è il mio prossimo appuntamento?', 'Qual è il primo posto libero?', 'Quanto costa un taglio?'],
  barber: ['Dove vedo i miei appuntamenti di oggi?', "Come segno un'assenza o le ferie?"],
  admin: ['Come cambio prezzi e servizi?', 'Dove vedo le statistiche?', "Come modifico le risposte dell'assistente?"],
};

interface PageHelp {
  prefix: string;
  roles?: readonly ChatbotRole[];
  suggestions: readonly string[];
}

/** 'Suggerimenti per questa pagina:' by path (the longest matching prefix wins) and role. */
const PAGE_HELP: readonly PageHelp[] = [
  {
    prefix: '/guest-booking',
    suggestions: ['Qual è il primo posto libero?', 'Posso prenotare senza scegliere il barbiere?', 'Come cancello un appuntamento?', 'Come posso pagare?'],
  },
  {
    prefix: '/booking',
    suggestions: ['Qual è il primo posto libero?', 'Posso spostare o modificare un appuntamento?', 'Come cancello un appuntamento?', 'Come posso pagare?'],
  },
  {
    prefix: '/shop',
    suggestions: ['Che prodotti avete?', 'Come funziona lo shop online?', 'Come posso pagare?'],
  },
  {
    prefix: '/profile',
    suggestions: ['Quando è il mio prossimo appuntamento?', 'Come modifico i miei dati?', 'Come cambio la password?', 'Qual è lo stato del mio ordine?'],
  },
  {
    prefix: '/waiting-list',
    suggestions: ["Come funziona la lista d'attesa?", 'Qual è il primo posto libero?', 'Come cancello un appuntamento?'],
  },
  {
    prefix: '/login',
    suggestions: ['Ho dimenticato la password, cosa faccio?', 'Devo registrarmi per prenotare?', 'Come mi registro?'],
  },
  {
    prefix: '/register',
    suggestions: ['Che vantaggi ho con un account?', 'Devo registrarmi per prenotare?', 'Come usate i miei dati?'],
  },
  {
    prefix: '/work-with-us',
    suggestions: ['Cercate personale?', 'Dove siete?', 'Quali sono gli orari di apertura?'],
  },
  {
    prefix: '/admin',
    roles: ['admin'],
    suggestions: ['Come cambio prezzi e servizi?', 'Come imposto gli orari del negozio e dei barbieri?', 'Dove vedo le statistiche?', "Come modifico le risposte dell'assistente?"],
  },
  {
    prefix: '/barber',
    roles: ['barber', 'admin'],
    suggestions: ['Dove vedo i miei appuntamenti di oggi?', "Come segno un'assenza o le ferie?", 'Come segno un appuntamento come completato o non presentato?'],
  },
  {
    prefix: '/subscription',
    roles: ['admin'],
    suggestions: ['Come gestisco il mio abbonamento?', 'Dove vedo le statistiche?'],
  },
  {
    prefix: '/',
    suggestions: ['Qual è il primo posto libero?', 'Quanto costa un taglio?', 'Quali sono gli orari di apertura?', 'Dove siete?'],
  },
];

export function pageSuggestions(page: string, role: ChatbotRole): string[] {
  const path = (page.split(/[?#]/)[0] ?? '/').toLowerCase() || '/';
  const fits = PAGE_HELP.filter(
    (h) => (path === h.prefix || path.startsWith(h.prefix === '/' ? '/' : `${h.prefix}/`) || path === h.prefix) && (!h.roles || h.roles.includes(role)),
  ).sort((a, b) => b.prefix.length - a.prefix.length);
  return [...(fits[0]?.suggestions ?? [])];
}

export const NOT_UNDERSTOOD = 'Mi dispiace, non ho capito la domanda.';
