import type { DataExport } from '@barber/shared/schemas/profile';
import { PROFILE_MESSAGES } from '@barber/shared/schemas/profile';
import { rappenToChf } from '@barber/shared/domain/money';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { verifyPassword } from '../../infra/passwords';
import * as authModule from '../auth/index';
import { shopTimeZone } from '../shop/index';
import { keyOfMediaUrl } from './avatar-service';
import * as profileRepo from './profile-repo';
import * as repo from './repo';
import { notificationSettings, accountDeletedEmail } from '../notifications/index';

const iso = (value: Date | string) => new Date(value).toISOString();

/** 'Scarica i miei dati' (ADR 0021): the account and every record that names it, dates in the shop's time zone. */
export async function exportData(ctx: AppContext, userId: string): Promise<DataExport> {
  const user = await authModule.findUserById(ctx.db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const timeZone = await shopTimeZone(ctx);
  const data = await profileRepo.accountData(ctx.db, user);
  return {
    exportedAt: ctx.now().toISOString(),
    profile: {
      _id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      role: user.role,
      profileImage: user.profileImageUrl ? { url: user.profileImageUrl } : null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    appointments: data.appointments.map((a) => {
      const local = utcToZoned(new Date(a.starts_at), timeZone);
      return {
        _id: a.id,
        date: local.date,
        time: local.time,
        service: a.service_name,
        duration: a.duration_minutes,
        price: rappenToChf(a.price_rappen),
        status: a.status,
        barber: a.barber,
        bookingKind: a.booking_kind,
        paymentType: a.payment_type,
        cancellationReason: a.cancellation_reason,
        notes: a.notes,
        createdAt: iso(a.created_at),
      };
    }),
    orders: data.orders.map((o) => ({
      _id: o.id,
      orderNumber: o.order_number,
      status: o.status,
      createdAt: iso(o.created_at),
      total: rappenToChf(o.total_rappen),
      paymentMethod: o.payment_method,
      paymentStatus: o.payment_status,
      customerInfo: {
        name: o.customer_name,
        email: o.customer_email,
        phone: o.customer_phone,
        address: o.customer_address,
        postalCode: o.customer_postal_code,
        city: o.customer_city,
      },
      items: o.items.map((i) => ({ name: i.name, quantity: i.quantity, price: rappenToChf(i.unit_price_rappen) })),
    })),
    payments: data.payments.map((p) => ({
      reference: p.reference,
      kind: p.kind,
      amount: rappenToChf(p.amount_rappen),
      refunded: rappenToChf(p.refunded_rappen),
      method: p.method,
      status: p.status,
      description: p.description,
      customerDetails: p.customer_details,
      createdAt: iso(p.created_at),
    })),
    waitingList: data.waitingList.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
    ),
    consents: data.consents.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
    ),
  };
}

/**
 * Deletes the account (ADR 0021). The last active admin cannot go: the shop would have nobody to run it. The
 * avatar file is removed after the commit; a confirmation goes to the address, whose copy the retention job
 * erases after 30 days like any other message.
 */
async function erase(ctx: AppContext, userId: string, requestedBy: 'self' | 'admin', caller: AuthUser): Promise<void> {
  const avatar = await ctx.db.transaction(async (tx) => {
    const admins = await repo.lockActiveAdmins(tx);
    if (requestedBy === 'admin' && !admins.includes(caller.id)) throw new AppError('FORBIDDEN');
    const target = await repo.findForUpdate(tx, userId);
    if (!target) throw new AppError('USER_NOT_FOUND');
    if (requestedBy === 'admin' && target.id === caller.id) throw new AppError('OWN_ACCOUNT');
    if (target.role === 'admin' && target.isActive && admins.length <= 1) throw new AppError('LAST_ADMIN');
    await profileRepo.eraseAccount(tx, target, requestedBy, ctx.now());
    const { shop } = await notificationSettings(tx);
    await ctx.mailer.queue(tx, accountDeletedEmail(shop, target, requestedBy));
    return keyOfMediaUrl(target.profileImageUrl);
  });
  // A barber record linked to the account loses its picture on the public list (ADR 0080).
  ctx.realtime.listsChanged(['barbers']);
  if (avatar) await ctx.storage.remove(avatar);
  ctx.jobs.kick();
}

/** 'Elimina account': confirmed with the password; a wrong one changes nothing. */
export async function deleteOwnAccount(ctx: AppContext, caller: AuthUser, password: string): Promise<void> {
  const user = await authModule.findUserById(ctx.db, caller.id);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('WRONG_PASSWORD', PROFILE_MESSAGES.wrongDeletePassword, [
      { field: 'password', message: PROFILE_MESSAGES.wrongDeletePassword },
    ]);
  }
  await erase(ctx, user.id, 'self', caller);
}

/** The admin, on a customer's request (the customer asked in the shop, by phone or by email). */
export async function eraseUserByAdmin(ctx: AppContext, caller: AuthUser, userId: string): Promise<void> {
  await erase(ctx, userId, 'admin', caller);
}
