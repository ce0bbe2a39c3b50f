import type { Language } from '@barber/shared/messages/languages';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import type { EmailMessage } from '../../infra/mailer';
import { manageUrlFor } from '../manage/index';
import { barberName, bookedServiceTranslations, notificationSettings } from './repo';
import { staffChangeEmail, type Recipient, type StaffChange } from './templates/messages';

/**
 * What a customer's email needs of a booking: the appointments module's details fit it. Declared here, not
 * imported, so notifications stays below appointments (ADR 0060: appointments uses notifications, not back).
 */
export interface BookingDetails {
  appointment: {
    id: string;
    status: AppointmentStatus;
    serviceName: string;
    startsAt: Date;
    durationMinutes: number;
    guestEmail: string | null;
    guestFirstName: string | null;
    /** The booking's language (ADR 0066): the customer's emails about it are written in it. */
    language: Language;
  };
  client: { email: string; firstName: string } | null;
  barber: { firstName: string; lastName: string };
}

/** The booking's own person: the registered client or the guest; a phone booking has no address. */
export function customerOf(details: BookingDetails): Recipient | null {
  const a = details.appointment;
  if (details.client?.email) return { email: details.client.email, firstName: details.client.firstName, language: a.language };
  if (a.guestEmail) return { email: a.guestEmail, firstName: a.guestFirstName ?? '', language: a.language };
  return null;
}

/** Statuses a customer hears about when the shop sets them; 'completed' (the visit happened) tells them nothing. */
const TOLD: readonly AppointmentStatus[] = ['cancelled', 'confirmed', 'pending'];

/** The email of a staff change for this appointment (null: nobody to tell). */
export async function staffChangeMessage(
  ctx: AppContext,
  tx: Executor,
  details: BookingDetails,
  change: StaffChange,
): Promise<EmailMessage | null> {
  const to = customerOf(details);
  if (!to) return null;
  const a = details.appointment;
  const { shop } = await notificationSettings(tx);
  const active = a.status === 'pending' || a.status === 'confirmed';
  return staffChangeEmail({
    shop,
    to,
    appointment: {
      id: a.id,
      serviceName: a.serviceName,
      serviceTranslations: await bookedServiceTranslations(tx, a.id),
      barberName: `${details.barber.firstName} ${details.barber.lastName}`.trim(),
      startsAt: a.startsAt,
      durationMinutes: a.durationMinutes,
    },
    change,
    publicUrl: ctx.config.publicUrl,
    ...(active ? { manageUrl: manageUrlFor(ctx, a.id) } : {}),
  });
}

/**
 * The admin or the barber changed the status (issue 13 item 3): the customer gets the new state and the reason,
 * in the same transaction as the change. Always sent (about their own booking: no opt-out).
 */
export async function queueStaffStatusEmail(
  ctx: AppContext,
  tx: Executor,
  details: BookingDetails,
  status: AppointmentStatus,
  reason: string | null | undefined,
): Promise<void> {
  if (!TOLD.includes(status)) return;
  const message = await staffChangeMessage(ctx, tx, details, { type: 'status', status, reason });
  if (message) await ctx.mailer.queue(tx, message);
}

/** "Marco Rossi", for the email of a move away from that barber. */
export async function barberNameOf(exec: Executor, barberId: string): Promise<string> {
  const row = await barberName(exec, barberId);
  return row ? `${row.f} ${row.l}`.trim() : '';
}
