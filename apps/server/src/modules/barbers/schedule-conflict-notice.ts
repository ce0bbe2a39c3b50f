import type { Barber } from '@barber/shared/schemas/catalog';
import type { AppContext } from '../../infra/context';
import * as appointmentsModule from '../appointments/index';
import { manageUrlFor } from '../manage/index';
import { customerOf, notificationSettings, scheduleConflict, scheduleConflictEmail } from '../notifications/index';

/**
 * POST /notifications/schedule-update (issue 13 item 3): after a change of hours or vacations, every customer
 * whose future active appointment with this barber no longer fits is asked by email to pick a new time (a link
 * to /booking, and their manage link). Once per appointment and start time (dedupe key), so saving the schedule
 * again does not repeat the email. Returns how many customers were written to.
 */
export async function notifyScheduleConflicts(ctx: AppContext, barber: Barber): Promise<number> {
  const now = ctx.now();
  const { shop } = await notificationSettings(ctx.db);
  const future = await appointmentsModule.futureActiveAppointments(ctx.db, barber._id, now);
  let told = 0;
  for (const a of future) {
    const why = scheduleConflict(a, barber.workingHours, barber.vacations, shop.timeZone);
    if (!why) continue;
    const created = await ctx.db.transaction(async (tx) => {
      const details = await appointmentsModule.findDetails(tx, a.id);
      const to = details && customerOf(details);
      if (!details || !to) return false;
      const d = details.appointment;
      const message = scheduleConflictEmail({
        shop,
        to,
        appointment: {
          id: d.id,
          serviceName: d.serviceName,
          barberName: `${details.barber.firstName} ${details.barber.lastName}`.trim(),
          startsAt: d.startsAt,
          durationMinutes: d.durationMinutes,
        },
        why,
        publicUrl: ctx.config.publicUrl,
        manageUrl: manageUrlFor(ctx, d.id),
      });
      const dedupeKey = `schedule-conflict:${d.id}:${Math.floor(d.startsAt.getTime() / 1000)}`;
      return (await ctx.mailer.record(tx, { channel: 'email', ...message, dedupeKey })).created;
    });
    if (created) told += 1;
  }
  return told;
}
