import type { AppointmentNoticeEvent } from '@barber/shared/realtime';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { shopInfoIn } from '../shop/index';
import * as repo from './repo';
import { shopContactOf } from './templates/layout';
import { customerCancelledEmail, noticeLine, teamNoticeEmail, type ChangeType, type NoticeFacts } from './templates/team';

/** What happened to one appointment, told by the service that did it, inside its transaction. */
export interface AppointmentChange {
  type: ChangeType;
  appointmentId: string;
  /** For a move: the barber and the start before it. */
  previous?: { barberId: string; startsAt: Date } | undefined;
  /** Whoever made the change hears nothing about it (they know); null for a guest's link or the jobs. */
  actorUserId: string | null;
  /** The customer cancelled their own appointment (account or manage link): they get the cancellation email. */
  byCustomer?: boolean;
}

/** The live notices, sent once the caller's transaction has committed. */
export type AfterCommit = () => void;

const WINDOW_48H_MS = 48 * 60 * 60 * 1000;
const base = (ctx: AppContext) => ctx.config.publicUrl.replace(/\/+$/, '');

/**
 * Tells the team of a booking, cancellation or move (issue 27 item 4, ADR 0053): the appointment's barber (and the
 * previous one, after a move between barbers) gets an email and a live notice in the panel; the owner's copy and
 * the barbers' 48-hour filter are the shop's team-notice settings. The live notice always goes (it costs nothing
 * and the panel reloads with it); the filter spares only emails. A customer who cancelled gets their own email.
 * Every email is queued in the caller's transaction through the mailer, so the plan's gate counts it.
 */
export async function tellAppointmentChange(ctx: AppContext, tx: Executor, change: AppointmentChange): Promise<AfterCommit> {
  // One statement for the appointment, the settings and the barber; the shop as cached (shopInfoIn).
  const found = await repo.noticeContext(tx, change.appointmentId);
  if (!found?.barber) return () => {};
  const { appointment: a, settings, barber } = found;
  const shop = shopContactOf(await shopInfoIn(ctx, tx));
  const before = change.previous && change.previous.barberId !== a.barber_id ? await repo.barberContact(tx, change.previous.barberId) : barber;
  const startsAt = new Date(a.starts_ms);
  const facts: NoticeFacts = {
    serviceName: a.service_name,
    barberName: barber.name,
    startsAt,
    durationMinutes: a.duration_minutes,
    customerName: a.customer_name,
    customerPhone: a.customer_phone,
    ...(change.previous ? { previous: { startsAt: change.previous.startsAt, barberName: before?.name ?? barber.name } } : {}),
    ...(change.type === 'cancelled' ? { reason: a.cancellation_reason } : {}),
  };
  const now = ctx.now().getTime();
  const soon = [startsAt, change.previous?.startsAt].some((t) => t !== undefined && t.getTime() - now <= WINDOW_48H_MS);
  const barbersEmailed = !settings.barbersOnlyWithin48h || soon;

  const told = new Set<string>();
  const live: { userId: string; event: AppointmentNoticeEvent }[] = [];
  const local = utcToZoned(startsAt, shop.timeZone);
  for (const b of before && before !== barber ? [barber, before] : [barber]) {
    if (b.userId && b.userId === change.actorUserId) continue;
    // The panel's live line in the barber's own language, as their email.
    const message = noticeLine(change.type, facts, shop.timeZone, b.language);
    if (b.userId) live.push({ userId: b.userId, event: { type: change.type, appointmentId: a.id, date: local.date, time: local.time, message } });
    if (!b.email || !barbersEmailed || told.has(b.email.toLowerCase())) continue;
    told.add(b.email.toLowerCase());
    const to = { email: b.email, firstName: b.firstName, language: b.language };
    await ctx.mailer.queue(tx, teamNoticeEmail({ shop, to, type: change.type, facts, panelUrl: `${base(ctx)}/barber`, ownerCopy: false }));
  }
  if (settings.ownerCopy) {
    for (const admin of await repo.activeAdmins(tx)) {
      if (admin.id === change.actorUserId || told.has(admin.email.toLowerCase())) continue;
      told.add(admin.email.toLowerCase());
      const to = { email: admin.email, firstName: admin.firstName, language: admin.language };
      await ctx.mailer.queue(tx, teamNoticeEmail({ shop, to, type: change.type, facts, panelUrl: `${base(ctx)}/admin`, ownerCopy: true }));
    }
  }
  if (change.type === 'cancelled' && change.byCustomer && a.customer_email) {
    const bookAgainUrl = `${base(ctx)}${a.client_user_id ? '/booking' : '/guest-booking'}`;
    const to = { email: a.customer_email, firstName: a.customer_first_name ?? '', language: a.language };
    await ctx.mailer.queue(tx, customerCancelledEmail({ shop, to, facts, bookAgainUrl }));
  }
  return () => {
    for (const { userId, event } of live) ctx.realtime.appointmentNotice(userId, event);
  };
}
