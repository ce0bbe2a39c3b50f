import { PRODUCT_CATEGORY_LABELS, stockLabel } from '@barber/shared/domain/shop';
import { formatRappen } from '@barber/shared/messages/format-it';
import * as productsModule from '../products/index';
import type { CatalogService } from './entities';
import { notAvailable, type AnswerInput, type Reply } from './reply';

/**
 * Prices, durations, services, barbers and products: read from the database at the moment of the question (a
 * price the admin changed is answered at once), formatted the Swiss way ('CHF 25.00'). Nothing is ever guessed:
 * without data the answer says so and gives the phone.
 */

const line = (s: CatalogService) => `• ${s.name}: ${formatRappen(s.priceRappen)} (${s.durationMinutes} min)`;
const bookService = (s: CatalogService) => ({
  label: `Prenota ${s.name}`,
  action: 'navigate' as const,
  target: `/guest-booking?serviceId=${s.id}`,
});

function priceList(input: AnswerInput, intro: string, intent: string): Reply {
  if (input.services.length === 0) return notAvailable(input.shop, 'al momento non ho il listino dei servizi');
  return {
    content: `${intro}\n${input.services.map(line).join('\n')}`,
    type: 'live',
    actions: [{ label: 'Prenota ora', action: 'navigate', target: '/guest-booking' }],
    suggestions: ['Qual è il primo posto libero?', 'Quali sono gli orari di apertura?'],
    intent,
  };
}

export function priceReply(input: AnswerInput): Reply {
  const { entities } = input;
  const [only] = entities.services;
  if (only && entities.serviceExact) {
    return {
      content: `${only.name} costa ${formatRappen(only.priceRappen)} e dura circa ${only.durationMinutes} minuti.`,
      type: 'live',
      actions: [bookService(only)],
      suggestions: [`Qual è il primo posto libero per ${only.name}?`, 'Quali servizi offrite?'],
      intent: 'price',
    };
  }
  if (entities.services.length > 1) {
    return {
      content: `Ecco i prezzi:\n${entities.services.map(line).join('\n')}`,
      type: 'live',
      actions: entities.services.slice(0, 3).map(bookService),
      suggestions: ['Qual è il primo posto libero?', 'Quali servizi offrite?'],
      intent: 'price',
    };
  }
  return priceList(input, 'Ecco il nostro listino:', 'price');
}

export function durationReply(input: AnswerInput): Reply {
  const { entities } = input;
  const [only] = entities.services;
  if (only && entities.serviceExact) {
    return {
      content: `${only.name} dura circa ${only.durationMinutes} minuti e costa ${formatRappen(only.priceRappen)}.`,
      type: 'live',
      actions: [bookService(only)],
      suggestions: [`Qual è il primo posto libero per ${only.name}?`],
      intent: 'duration',
    };
  }
  if (entities.services.length > 1) {
    return {
      content: `Ecco le durate:\n${entities.services.map(line).join('\n')}`,
      type: 'live',
      actions: entities.services.slice(0, 3).map(bookService),
      suggestions: ['Qual è il primo posto libero?'],
      intent: 'duration',
    };
  }
  return priceList(input, 'Ecco i nostri servizi con durata e prezzo:', 'duration');
}

export function servicesReply(input: AnswerInput): Reply {
  return priceList(input, 'Ecco i nostri servizi:', 'services');
}

export function barbersReply(input: AnswerInput): Reply {
  if (input.barbers.length === 0) return notAvailable(input.shop, "non trovo l'elenco dei barbieri");
  const names = input.barbers.map((b) => `${b.firstName} ${b.lastName}`);
  return {
    content: `Nel nostro team: ${names.join(', ')}. Puoi prenotare con uno di loro o scegliere 'Qualsiasi barbiere'.`,
    type: 'live',
    actions: input.barbers.slice(0, 3).map((b) => ({
      label: `Prenota con ${b.firstName}`,
      action: 'navigate' as const,
      target: `/guest-booking?barberId=${b.id}`,
    })),
    suggestions: input.barbers.slice(0, 2).map((b) => `Quando è libero ${b.firstName}?`),
    intent: 'barbers',
  };
}

/** Products in stock of the category named (or the categories that have some), from the shop's own list. */
export async function productsReply(input: AnswerInput): Promise<Reply> {
  const category = input.entities.category;
  const rows = (await productsModule.listProducts(input.ctx.db, { activeOnly: true, ...(category ? { category } : {}) })).filter(
    (p) => p.inventoryQuantity > 0,
  );
  const shopAction = { label: 'Vai allo shop', action: 'navigate' as const, target: '/shop' };
  if (category) {
    const label = PRODUCT_CATEGORY_LABELS[category];
    if (rows.length === 0) {
      return {
        content: `Al momento non abbiamo prodotti della categoria ${label} disponibili.`,
        type: 'live',
        actions: [shopAction],
        suggestions: ['Che prodotti avete?'],
        intent: 'products',
      };
    }
    const shown = rows.slice(0, 5).map((p) => `• ${p.name}${p.brand ? ` (${p.brand})` : ''}: ${formatRappen(p.priceRappen)}, ${stockLabel(p.inventoryQuantity)}`);
    const more = rows.length > 5 ? `\n…e altri ${rows.length - 5} nello shop.` : '';
    return {
      content: `Disponibili ora nella categoria ${label}:\n${shown.join('\n')}${more}\nLi ordini online e li ritiri in negozio.`,
      type: 'live',
      actions: [shopAction],
      suggestions: ['Come funziona lo shop online?'],
      intent: 'products',
    };
  }
  if (rows.length === 0) {
    return {
      content: 'Al momento non ci sono prodotti disponibili nello shop.',
      type: 'live',
      actions: [shopAction],
      suggestions: [],
      intent: 'products',
    };
  }
  const counts = new Map<string, number>();
  for (const p of rows) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const list = [...counts.entries()].map(([c, n]) => `• ${PRODUCT_CATEGORY_LABELS[c as keyof typeof PRODUCT_CATEGORY_LABELS] ?? c}: ${n}`);
  return {
    content: `Prodotti disponibili nello shop:\n${list.join('\n')}\nChiedimi una categoria (per esempio 'avete la cera?') per i dettagli.`,
    type: 'live',
    actions: [shopAction],
    suggestions: ['Avete prodotti per la barba?', 'Come funziona lo shop online?'],
    intent: 'products',
  };
}
