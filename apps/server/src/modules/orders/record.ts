import type { Language } from '@barber/shared/messages/languages';
import { orderTotals, formatOrderNumber, type OrderStatus } from '@barber/shared/domain/shop';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { CustomerDetails } from '@barber/shared/schemas/payments';
import type { Executor } from '../../db/client';
import type { ReservedLineRow } from '../../db/schema';
import type { AppContext } from '../../infra/context';
import { activeAdminContacts } from '../users/index';
import { getShop, DEFAULT_TIME_ZONE } from '../shop/index';
import { lowStockEmail, newOrderEmail, orderPlacedEmail } from './emails';
import * as repo from './repo';
import type { LowStock } from './stock';

export interface OrderToRecord {
  lines: ReservedLineRow[];
  customer: CustomerDetails;
  userId: string | null;
  status: OrderStatus;
  paymentMethod: repo.OrderRow['paymentMethod'];
  paymentId: string | null;
  paymentStatus: repo.OrderRow['paymentStatus'];
  lowStock: LowStock[];
  /** The language the order is made in (ADR 0066): its receipt and status emails are written in it. */
  language: Language;
}

/**
 * Where the owner's emails go: the shop's own address (the setup asks for it), else every admin. Read through
 * the transaction: on the embedded database a second connection would wait for it.
 */
async function ownerAddresses(tx: Executor, shopEmail: string | undefined): Promise<{ email: string; language: Language }[]> {
  const admins = await activeAdminContacts(tx);
  // The shop's own address is read by the owner: in the first admin's language (ADR 0066).
  if (shopEmail) return [{ email: shopEmail, language: admins[0]?.language ?? 'it' }];
  return admins;
}

/**
 * Inserts an order whose stock is already taken, in the caller's transaction: its number ('BS-2026-000123', the
 * year on the shop's clock), items at this moment's names and prices, the first history entry, and the emails
 * (customer: summary and pickup address; owner: the new order and any product brought to its minimum).
 */
export async function recordOrder(ctx: AppContext, tx: Executor, order: OrderToRecord): Promise<repo.OrderRow> {
  const shop = await getShop(tx);
  const now = ctx.now();
  const year = Number(utcToZoned(now, shop?.timeZone ?? DEFAULT_TIME_ZONE).date.slice(0, 4));
  const totals = orderTotals(order.lines);
  const row = await repo.insertOrder(
    tx,
    {
      orderNumber: formatOrderNumber(year, await repo.nextOrderSequence(tx)),
      status: order.status,
      userId: order.userId,
      customerName: order.customer.name,
      customerEmail: order.customer.email,
      customerPhone: order.customer.phone,
      customerAddress: order.customer.address,
      customerPostalCode: order.customer.postalCode,
      customerCity: order.customer.city,
      subtotalRappen: totals.subtotalRappen,
      totalRappen: totals.totalRappen,
      paymentMethod: order.paymentMethod,
      paymentId: order.paymentId,
      paymentStatus: order.paymentStatus,
      language: order.language,
      createdAt: now,
      updatedAt: now,
    },
    order.lines,
    order.userId,
  );
  await ctx.mailer.queue(tx, orderPlacedEmail(row, order.lines, shop));
  for (const to of await ownerAddresses(tx, shop?.email)) {
    await ctx.mailer.queue(tx, newOrderEmail(to.email, row, order.lines, shop, to.language));
    if (order.lowStock.length > 0) await ctx.mailer.queue(tx, lowStockEmail(to.email, order.lowStock, shop, to.language));
  }
  return row;
}
