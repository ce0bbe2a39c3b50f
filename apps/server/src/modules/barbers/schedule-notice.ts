import type { Language } from '@barber/shared/messages/languages';
import type { Barber } from '@barber/shared/schemas/catalog';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { opsTexts } from '../../infra/languages';
import type { EmailMessage } from '../../infra/mailer';
import { staffBarber } from './management-service';
import { notifyScheduleConflicts } from './schedule-conflict-notice';
import {
  barberContact,
  notificationSettings,
  FALLBACK_SHOP,
  longDateIn,
  mailTexts,
  renderEmail,
  type ShopContact,
} from '../notifications/index';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

/**
 * The barber's current week and upcoming vacations, so the email is useful on its own, in the barber's account
 * language (ADR 0066; Italian without an account). Text and HTML through the notifications layout (ADR 0019),
 * signed with the shop from its settings.
 */
export function scheduleUpdateEmail(
  barber: Barber,
  to: string,
  publicUrl: string,
  shop: ShopContact = FALLBACK_SHOP,
  lang: Language = 'it',
): EmailMessage {
  const texts = opsTexts[lang];
  const days = barber.workingHours.map((d) => {
    const day = texts.weekdays[d.day];
    if (!d.isWorking) return texts.schedule.closed(day);
    const pause = d.hasBreak ? texts.schedule.pause(d.breakStart ?? '', d.breakEnd ?? '') : '';
    return texts.schedule.day(day, d.startTime ?? '', d.endTime ?? '', pause);
  });
  const vacations = barber.vacations.length
    ? barber.vacations.map((v) => texts.schedule.vacation(longDateIn(lang, v.startDate), longDateIn(lang, v.endDate)))
    : [texts.schedule.noVacation];
  return {
    to,
    kind: 'schedule-update',
    subject: texts.schedule.subject,
    ...renderEmail(
      shop,
      {
        greeting: mailTexts[lang].layout.hello(barber.firstName),
        intro: [[texts.schedule.intro, ...days].join('\n'), [texts.schedule.vacations, ...vacations].join('\n')],
        outro: [texts.schedule.check(`${publicUrl}/barber`)],
      },
      lang,
    ),
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
      const lang = (await barberContact(tx, barber._id))?.language;
      await ctx.mailer.queue(tx, scheduleUpdateEmail(barber, to, ctx.config.publicUrl, shop, lang));
    });
  }
  ctx.jobs.kick();
  return customers;
}
