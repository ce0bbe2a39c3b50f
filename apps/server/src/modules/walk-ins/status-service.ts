import type { z } from 'zod';
import { canMoveWalkIn, type WalkInStatus } from '@barber/shared/domain/walk-ins';
import { todayInZone } from '@barber/shared/domain/zoned-time';
import type { WalkInStatusRequest } from '@barber/shared/contract/walk-ins';
import { sqlState, type Executor } from '../../db/client';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import * as appointmentsModule from '../appointments/index';
import { barberIdByUserId } from '../barbers/index';
import { renderSms, shopContactOf } from '../notifications/index';
import { answerTexts, inEveryLanguage, opsTexts } from '../../infra/languages';
import { getShop, shopTimeZone } from '../shop/index';
import { queuedDto, queueState } from './queue';
import * as repo from './repo';
import { fieldError } from './service';

/** The staff's answer to a move, in Italian: the caller's language is the answer hook's (answers-*.ts, ops-*.ts). */
const MESSAGES: Record<WalkInStatus, string> = {
  waiting: opsTexts.it.walkIn.statuses.waiting,
  called: "Cliente chiamato: gli abbiamo mandato l'SMS",
  in_service: 'Servizio iniziato',
  done: 'Servizio concluso',
  no_show: 'Segnato come non presente',
};

const TEXTS = {
  notFound: 'Cliente in coda non trovato',
  chooseBarber: 'Scegli il barbiere che lo serve',
  barberNoService: 'Questo barbiere non offre il servizio scelto',
  chairTaken: 'Il barbiere ha un appuntamento in questo momento: il servizio non può iniziare ora',
  otherBarber: 'Questo cliente aspetta un altro barbiere',
} as const;

type StatusInput = z.output<typeof WalkInStatusRequest>;

/**
 * PUT /walk-ins/:id/status (staff). 'Inizia' holds the barber's time with an appointment of kind walk_in from now
 * for the service's length: the exclusion constraint refuses it over a booking, and keeps bookings off it. 'Fatto'
 * completes that appointment, ending it now when the service finished early, so the rest of the time is free again.
 */
export async function changeWalkInStatus(ctx: AppContext, user: AuthUser, id: string, body: StatusInput) {
  const now = ctx.now();
  const timeZone = await shopTimeZone(ctx);
  const ownBarber = user.role === 'barber' ? await barberIdByUserId(ctx.db, user.id) : null;
  if (user.role === 'barber' && !ownBarber) throw new AppError('BARBER_PROFILE_MISSING');
  const { barberId, sms } = await ctx.db.transaction(async (tx) => {
    const w = await repo.walkInForUpdate(tx, id);
    if (!w) throw new AppError('NOT_FOUND', TEXTS.notFound);
    if (!canMoveWalkIn(w.status, body.status)) {
      const [from, to] = [w.status, body.status];
      throw new AppError(
        'STATUS_TRANSITION_INVALID',
        inEveryLanguage(opsTexts, (t) => t.walkIn.transition(t.walkIn.statuses[from], t.walkIn.statuses[to])),
      );
    }
    // A barber acts at their own chair only; the admin at any.
    const chosen = body.barberId ?? w.barberId ?? ownBarber;
    if (ownBarber && body.barberId && body.barberId !== ownBarber) throw new AppError('FORBIDDEN');
    if (ownBarber && w.barberId && w.barberId !== ownBarber) throw new AppError('FORBIDDEN', TEXTS.otherBarber);
    const stamp = { status: body.status, updatedAt: now };
    if (body.status === 'called') {
      if (chosen) await assertOffers(tx, chosen, w.serviceId);
      await repo.updateWalkIn(tx, w.id, w.status, { ...stamp, barberId: chosen, calledAt: now });
      return { barberId: chosen, sms: true };
    }
    if (body.status === 'in_service') {
      if (!chosen) throw fieldError('barberId', TEXTS.chooseBarber);
      await assertOffers(tx, chosen, w.serviceId);
      const appointmentId = await holdChair(tx, { ...w, barberId: chosen }, user.id, now);
      await repo.updateWalkIn(tx, w.id, w.status, { ...stamp, barberId: chosen, appointmentId, startedAt: now });
      return { barberId: chosen, sms: false };
    }
    if (body.status === 'done' && w.appointmentId) await releaseChair(tx, w.appointmentId, user.id, now);
    await repo.updateWalkIn(tx, w.id, w.status, { ...stamp, endedAt: now });
    return { barberId: w.barberId, sms: false };
  });
  if (sms) await sendYourTurn(ctx, id, barberId);
  ctx.realtime.walkInsChanged();
  if (barberId && (body.status === 'in_service' || body.status === 'done')) {
    ctx.realtime.slotsChanged({ barberId, dates: [todayInZone(now, timeZone)] });
  }
  const state = await queueState(ctx.db, now, timeZone);
  const row = state.open.find((w) => w.id === id) ?? (await repo.walkInForUpdate(ctx.db, id));
  return { success: true as const, message: MESSAGES[body.status], data: queuedDto(row!, state.placements.get(id)) };
}

async function assertOffers(tx: Executor, barberId: string, serviceId: string) {
  const chair = (await repo.chairsOffered(tx)).find((c) => c.barberId === barberId);
  if (!chair?.serviceIds.includes(serviceId)) throw fieldError('barberId', TEXTS.barberNoService);
}

/** The walk-in's appointment, from now for the service's length; a booking in the way is the constraint's 23P01. */
async function holdChair(tx: Executor, w: repo.OpenWalkIn & { barberId: string }, byUserId: string, now: Date): Promise<string> {
  const service = (await repo.activeServices(tx)).find((s) => s.id === w.serviceId);
  if (!service) throw fieldError('serviceId', 'Servizio non valido');
  await repo.lockBarber(tx, w.barberId);
  try {
    // A savepoint: the refusal must not abort the rest of the transaction's answer.
    return await tx.transaction((sp) =>
      appointmentsModule.insertAppointment(sp, {
        barberId: w.barberId,
        serviceId: service.id,
        serviceName: service.name,
        durationMinutes: service.durationMinutes,
        priceRappen: service.priceRappen,
        startsAt: now,
        endsAt: new Date(now.getTime() + service.durationMinutes * 60_000),
        status: 'confirmed',
        paymentType: 'in_person',
        bookingKind: 'walk_in',
        guestFirstName: w.firstName,
        guestPhone: w.phone,
        bookedByUserId: byUserId,
        createdAt: now,
        updatedAt: now,
      }),
    );
  } catch (error) {
    if (sqlState(error) === '23P01') throw new AppError('SLOT_TAKEN', TEXTS.chairTaken);
    throw error;
  }
}

/** Completed now; finished early, its end moves to now and the rest of the time is bookable again. */
async function releaseChair(tx: Executor, appointmentId: string, byUserId: string, now: Date) {
  const a = (await appointmentsModule.findDetails(tx, appointmentId))?.appointment;
  if (!a) return;
  const early = now > a.startsAt && now < a.endsAt;
  await appointmentsModule.updateAppointment(tx, appointmentId, {
    status: 'completed',
    ...(early ? { endsAt: now, durationMinutes: Math.max(1, Math.ceil((now.getTime() - a.startsAt.getTime()) / 60_000)) } : {}),
    statusChangedAt: now,
    statusChangedByUserId: byUserId,
    updatedAt: now,
  });
}

/** 'Tocca a te': through the outbox like every SMS (the test transport keeps it there). */
async function sendYourTurn(ctx: AppContext, id: string, barberId: string | null) {
  const w = await repo.walkInForUpdate(ctx.db, id);
  if (!w) return;
  const shop = await getShop(ctx.db);
  const barber = barberId && w.barberFirstName ? w.barberFirstName : '';
  // In the language the customer joined the queue in (ADR 0066).
  const text = answerTexts[w.language].walkIns.yourTurn(w.firstName, barber);
  await ctx.mailer.queueSms(ctx.db, {
    to: w.phone,
    text: renderSms(shopContactOf(shop), text, w.language),
    kind: 'walk-in-called',
    dedupeKey: `walk-in-called:${id}`,
  });
  ctx.jobs.kick();
}
