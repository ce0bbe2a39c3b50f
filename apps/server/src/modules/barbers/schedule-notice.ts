import { formatLongDate } from '@barber/shared/messages/format-it';
import { WEEKDAY_NAMES_IT } from '@barber/shared/messages/weekdays-it';
import type { Barber } from '@barber/shared/schemas/catalog';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import type { EmailMessage } from '../../infra/mailer';
import { staffBarber } from './management-service';

/** The barber's current week and upcoming vacations, so the email is useful on its own. */
export function scheduleUpdateEmail(barber: Barber, to: string, publicUrl: string): EmailMessage {
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
    text: [
      `Ciao ${barber.firstName},`,
      '',
      'i tuoi orari di lavoro sono stati aggiornati. Ecco la settimana attuale:',
      ...days,
      '',
      'Vacanze:',
      ...vacations,
      '',
      `Puoi controllarli nel tuo pannello: ${publicUrl}/barber`,
    ].join('\n'),
  };
}

/** Records the notice in the outbox and queues its delivery to the barber record's email. */
export async function notifyScheduleUpdate(ctx: AppContext, user: AuthUser, barberId: string): Promise<void> {
  const barber = await staffBarber(ctx, user, barberId);
  const to = barber.email;
  if (!to) throw new AppError('VALIDATION', "Il barbiere non ha un indirizzo email a cui inviare l'avviso.");
  await ctx.db.transaction((tx) => ctx.mailer.queue(tx, scheduleUpdateEmail(barber, to, ctx.config.publicUrl)));
  ctx.jobs.kick();
}
