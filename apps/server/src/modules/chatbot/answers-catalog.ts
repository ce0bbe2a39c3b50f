import { stockLabel } from '@barber/shared/domain/shop';
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
const bookService = (input: AnswerInput) => (s: CatalogService) => ({
  label: input.t.label.bookService(s.name),
  action: 'navigate' as const,
  target: `/guest-booking?serviceId=${s.id}`,
});

function priceList(input: AnswerInput, intro: string, intent: string): Reply {
  const { t } = input;
  if (input.services.length === 0) return notAvailable(input.shop, t.missing.priceList, t);
  return {
    content: `${intro}\n${input.services.map(line).join('\n')}`,
    type: 'live',
    actions: [{ label: t.label.bookNow, action: 'navigate', target: '/guest-booking' }],
    suggestions: [t.ask.firstFree, t.ask.hours],
    intent,
  };
}

export function priceReply(input: AnswerInput): Reply {
  const { entities, t } = input;
  const [only] = entities.services;
  if (only && entities.serviceExact) {
    return {
      content: t.catalog.priceOne(only.name, formatRappen(only.priceRappen), only.durationMinutes),
      type: 'live',
      actions: [bookService(input)(only)],
      suggestions: [t.ask.firstFreeFor(only.name), t.ask.services],
      intent: 'price',
    };
  }
  if (entities.services.length > 1) {
    return {
      content: `${t.catalog.prices}\n${entities.services.map(line).join('\n')}`,
      type: 'live',
      actions: entities.services.slice(0, 3).map(bookService(input)),
      suggestions: [t.ask.firstFree, t.ask.services],
      intent: 'price',
    };
  }
  return priceList(input, t.catalog.priceList, 'price');
}

export function durationReply(input: AnswerInput): Reply {
  const { entities, t } = input;
  const [only] = entities.services;
  if (only && entities.serviceExact) {
    return {
      content: t.catalog.durationOne(only.name, only.durationMinutes, formatRappen(only.priceRappen)),
      type: 'live',
      actions: [bookService(input)(only)],
      suggestions: [t.ask.firstFreeFor(only.name)],
      intent: 'duration',
    };
  }
  if (entities.services.length > 1) {
    return {
      content: `${t.catalog.durations}\n${entities.services.map(line).join('\n')}`,
      type: 'live',
      actions: entities.services.slice(0, 3).map(bookService(input)),
      suggestions: [t.ask.firstFree],
      intent: 'duration',
    };
  }
  return priceList(input, t.catalog.durationList, 'duration');
}

export function servicesReply(input: AnswerInput): Reply {
  return priceList(input, input.t.catalog.services, 'services');
}

export function barbersReply(input: AnswerInput): Reply {
  const { t } = input;
  if (input.barbers.length === 0) return notAvailable(input.shop, t.missing.barbers, t);
  const names = input.barbers.map((b) => `${b.firstName} ${b.lastName}`);
  return {
    content: t.catalog.team(names.join(', ')),
    type: 'live',
    actions: input.barbers.slice(0, 3).map((b) => ({
      label: t.label.bookWith(b.firstName),
      action: 'navigate' as const,
      target: `/guest-booking?barberId=${b.id}`,
    })),
    suggestions: input.barbers.slice(0, 2).map((b) => t.ask.whenFree(b.firstName)),
    intent: 'barbers',
  };
}

/** Products in stock of the category named (or the categories that have some), from the shop's own list. */
export async function productsReply(input: AnswerInput): Promise<Reply> {
  const { t, ask } = input;
  const category = input.entities.category;
  const rows = (await productsModule.listProducts(input.ctx.db, { activeOnly: true, ...(category ? { category } : {}) })).filter(
    (p) => p.inventoryQuantity > 0,
  );
  const shopAction = { label: t.label.toShop, action: 'navigate' as const, target: '/shop' };
  if (category) {
    const label = t.catalog.category[category];
    if (rows.length === 0) {
      return {
        content: t.catalog.noneInCategory(label),
        type: 'live',
        actions: [shopAction],
        suggestions: [t.ask.products],
        intent: 'products',
      };
    }
    const shown = rows
      .slice(0, 5)
      .map((p) => `• ${p.name}${p.brand ? ` (${p.brand})` : ''}: ${formatRappen(p.priceRappen)}, ${t.catalog.stock[stockLabel(p.inventoryQuantity)]}`);
    return {
      content: t.catalog.inCategory(label, shown.join('\n'), Math.max(0, rows.length - 5)),
      type: 'live',
      actions: [shopAction],
      suggestions: [ask('general-shop-pickup')],
      intent: 'products',
    };
  }
  if (rows.length === 0) {
    return {
      content: t.catalog.noProducts,
      type: 'live',
      actions: [shopAction],
      suggestions: [],
      intent: 'products',
    };
  }
  const counts = new Map<string, number>();
  for (const p of rows) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const list = [...counts.entries()].map(([c, n]) => `• ${t.catalog.category[c as keyof typeof t.catalog.category] ?? c}: ${n}`);
  return {
    content: t.catalog.productList(list.join('\n')),
    type: 'live',
    actions: [shopAction],
    suggestions: [t.ask.beardProducts, ask('general-shop-pickup')],
    intent: 'products',
  };
}
