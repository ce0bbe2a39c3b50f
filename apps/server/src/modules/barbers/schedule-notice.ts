import { formatLongDate } from '@barber/shared/messages/format-it';
import { WEEKDAY_NAMES_IT } from '@barber/shared/messages/weekdays-it';
import type { Barber } from '@barber/shared/schemas/catalog';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import type { EmailMessage } from '../../infra/mailer';
import { staffBarber } from './management-service';
import { notifyScheduleConflicts } from './schedule-conflict-notice';
import {
  notificationSettings,
  FALLBACK_SHOP,
  renderEmail,
  type ShopContact,
} from '../notifications/index';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

/**
 * The barber's current week and upcoming vacations, so the email is useful on its own. Text and HTML through the
 * notifications layout (ADR 0019), signed with the shop from its settings.
 */
export function scheduleUpdateEmail(
  barber: Barber,
  to: string,
  publicUrl: string,
  shop: ShopContact = FALLBACK_SHOP,
): EmailMessage {
  const days = barber.workingHours.map((d) => {
    if (!d.isWorking) return `${WEEKDAY_NAMES_IT[d.day]}: chiuso`;
    const pause = d.hasBreak ? `, pausa ${d.breakStart}-${d.breakEnd}` : '';
    return `${WEEKDAY_NAMES_IT[d.day]}: ${d.startTime}-${d.endTime}${pause}`;
  });
  const vacations = barber.vacations.length
    ? barber.vacations.map((v) => `- dal ${formatLongDate(v.startDate)} al ${formatLongDate(v.endDate)}`)
    : ['- nessuna vacanza in programma'];
  return {
    to,
    kind: 'schedule-update',
    subject: 'I tuoi orari sono stati aggiornati',
    ...renderEmail(shop, {
      greeting: `Ciao ${barber.firstName},`,
      intro: [
        ['i tuoi orari di lavoro sono stati aggiornati. Ecco la settimana attuale:', ...days].join('\n'),
        ['Vacanze:', ...vacations].join('\n'),
      ],
      outro: [`Puoi controllarli nel tuo pannello: ${publicUrl}/barber`],
    }),
  };
}

/**
 * Records the notice to the barber record's email, and asks every customer whose future appointment no longer
 * fits the new hours or falls in a vacation to pick a new time (notifications, issue 13). Returns how many
 * customers were written to.
 */
export async function notifyScheduleUpdate(ctx: AppContext, user: AuthUser, barberId: string): Promise<number> {
  const barber = await staffBarber(ctx, user, barberId);
  const to = barber.email;
  const customers = await notifyScheduleConflicts(ctx, barber);
  if (!to && customers === 0) throw new AppError('VALIDATION', moduleMessagesIt.barberWithoutEmail);
  if (to) {
    await ctx.db.transaction(async (tx) => {
      const { shop } = await notificationSettings(tx);
      await ctx.mailer.queue(tx, scheduleUpdateEmail(barber, to, ctx.config.publicUrl, shop));
    });
  }
  ctx.jobs.kick();
  return customers;
}
