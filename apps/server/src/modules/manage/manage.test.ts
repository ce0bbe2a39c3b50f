import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { appointments, outboundMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { makeUser } from '../../../test/helpers/factories';
import {
  bookingBody,
  guestBody,
  makeBarber,
  MONDAY_MORNING,
  type FreeSlot,
} from '../../../test/helpers/booking';
import { confirm, createIntent, intentBody, provider } from '../../../test/helpers/payments';
import { manageTokenFor } from './links';
import { manageKey, signManageToken } from './manage-token';

/** Issue 17 item 4: a booking managed through its email's link, under the client's own rules (ADR 0013). */
let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]), { everyTestAt: MONDAY_MORNING });

const NOT_FOUND = errorMessagesIt.MANAGE_LINK_NOT_FOUND;

/** A guest booking on a barber of its own (tests do not share a diary): the appointment and its link's token. */
async function guestBooks(overrides: Record<string, unknown> = {}) {
  const barber = await makeBarber(t, { services: [slot.service] });
  const email = `ospite-${randomBytes(3).toString('hex')}@example.ch`;
  const res = await t.call('guestBooking', {
    body: guestBody({ ...slot, barber }, { email, ...overrides }),
  });
  expect(res.statusCode).toBe(201);
  const appointment = res.json().appointment as {
    _id: string;
    manageToken: string;
    date: string;
    time: string;
  };
  return { appointment, token: appointment.manageToken, barber, email };
}

const view = (token: string) => t.call('managedAppointment', { params: { token } });
const move = (token: string, body: object) =>
  t.callRaw('managedAppointmentMove', { params: { token }, body });
const cancel = (token: string, body?: object) =>
  t.callRaw('managedAppointmentCancel', { params: { token }, body });
const stored = async (id: string) =>
  (await t.ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const isFree = async (barberId: string, date: string, time: string) => {
  const res = await t.call('publicAvailableSlots', {
    query: { barberId, date, duration: '30' },
  });
  return (res.json() as { time: string; available: boolean }[]).find((s) => s.time === time)!.available;
};
const mailsTo = (recipient: string, kind: string) =>
  t.ctx.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.recipient, recipient), eq(outboundMessages.kind, kind)))
    .orderBy(desc(outboundMessages.createdAt));

describe('the link in the email and on the done screen', () => {
  it("the guest's confirmation email carries the same link as the booking's answer", async () => {
    const { appointment, token, email } = await guestBooks();
    expect(token).toMatch(/^[A-Za-z0-9_-]{44}$/);
    const [mail] = await mailsTo(email, 'booking-confirmation');
    expect(mail!.bodyText).toContain(`${t.ctx.config.publicUrl}/appuntamento/${token}`);
    expect(mail!.bodyText).toContain('spostare o cancellare');
    expect(token).toBe(manageTokenFor(t.ctx, appointment._id));
  });

  it("a registered customer's confirmation email carries it too", async () => {
    const user = await makeUser(t, { firstName: 'Carla' });
    const barber = await makeBarber(t, { services: [slot.service] });
    const res = await t.call('bookAppointment', {
      body: bookingBody({ ...slot, barber }),
      as: user,
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(user.email, 'booking-confirmation');
    expect(mail!.bodyText).toContain(`/appuntamento/${manageTokenFor(t.ctx, res.json().data._id)}`);
  });
});

describe('GET /appointments/manage/:token', () => {
  it('shows the appointment, its payment state and until when it can be changed, without contact details', async () => {
    const { appointment, token, barber } = await guestBooks();
    const res = await view(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: appointment._id,
      date: '2026-06-03',
      time: '10:00',
      startsAt: '2026-06-03T08:00:00.000Z',
      endsAt: '2026-06-03T08:30:00.000Z',
      service: 'Taglio + Shampoo',
      serviceId: slot.service.id,
      duration: 30,
      price: 30,
      status: 'confirmed',
      paymentType: 'in_person',
      paymentStatus: 'pay_in_shop',
      barber: { _id: barber.id, firstName: barber.firstName, lastName: barber.lastName },
      firstName: 'Anna',
      changeable: true,
      notChangeableReason: null,
      changeUntil: { at: '2026-06-02T08:00:00.000Z', date: '2026-06-02', time: '10:00' },
      createdAt: (await stored(appointment._id)).createdAt.toISOString(),
    });
    expect(res.body).not.toContain('@example.ch');
  });

  it('24 hours or less before: shown, but no longer changeable', async () => {
    const { token } = await guestBooks();
    t.clock.set('2026-06-02T08:00:00Z');
    expect((await view(token)).json().data).toMatchObject({
      changeable: false,
      notChangeableReason: 'TOO_LATE',
    });
  });
});

describe('PUT /appointments/manage/:token (move)', () => {
  it('moves to a free time through the slot engine, frees the old one, emails the change with the same link', async () => {
    const { appointment, token, barber, email } = await guestBooks();
    const res = await move(token, { date: '2026-06-04', time: '15:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Appuntamento modificato con successo!' });
    expect(res.json().data).toMatchObject({
      _id: appointment._id,
      date: '2026-06-04',
      time: '15:00',
      changeable: true,
    });
    expect(await isFree(barber.id, '2026-06-03', '10:00')).toBe(true);
    expect(await isFree(barber.id, '2026-06-04', '15:00')).toBe(false);
    const [mail] = await mailsTo(email, 'booking-modified');
    expect(mail!.bodyText).toContain(`/appuntamento/${token}`);
    expect(mail!.bodyText).toContain('15:00');
    // The link follows the appointment.
    expect((await view(token)).json().data.time).toBe('15:00');
  });

  it('moves to another barber who offers the service', async () => {
    const { token, barber } = await guestBooks();
    const other = await makeBarber(t, { services: [slot.service] });
    const res = await move(token, { date: slot.date, time: '10:00', barberId: other.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.barber._id).toBe(other.id);
    expect(await isFree(barber.id, slot.date, '10:00')).toBe(true);
    expect(await isFree(other.id, slot.date, '10:00')).toBe(false);
  });

  it('onto a taken time: 409 with the Italian message, nothing changes', async () => {
    const { appointment, token, barber } = await guestBooks();
    const taken = await t.call('guestBooking', {
      body: guestBody({ ...slot, barber }, { time: '14:00', email: 'altro@example.ch' }),
    });
    expect(taken.statusCode).toBe(201);
    const before = await stored(appointment._id);
    const res = await move(token, { date: slot.date, time: '14:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/orario/i);
    expect(await stored(appointment._id)).toEqual(before);
  });

  it('may overlap its own current time (15 minutes later)', async () => {
    const { token } = await guestBooks();
    const res = await move(token, { date: slot.date, time: '10:15' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.time).toBe('10:15');
  });

  it('24 hours or less before: refused with the Italian message, nothing changes', async () => {
    const { appointment, token } = await guestBooks();
    t.clock.set('2026-06-02T08:30:00Z');
    const res = await move(token, { date: '2026-06-04', time: '15:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(errorMessagesIt.TOO_LATE_TO_MODIFY);
    expect((await stored(appointment._id)).startsAt.toISOString()).toBe('2026-06-03T08:00:00.000Z');
  });
});

describe('PUT /appointments/manage/:token/cancel', () => {
  it('cancels, frees the time; the link then shows it cancelled and it cannot be cancelled twice', async () => {
    const { appointment, token, barber } = await guestBooks();
    const res = await cancel(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Appuntamento cancellato con successo' });
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      changeable: false,
      notChangeableReason: 'NOT_MODIFIABLE',
    });
    expect(await stored(appointment._id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancellato dal cliente',
    });
    expect(await isFree(barber.id, slot.date, '10:00')).toBe(true);
    expect((await view(token)).json().data.status).toBe('cancelled');
    expect((await cancel(token)).json().message).toBe(errorMessagesIt.NOT_CANCELLABLE);
  });

  it('keeps the reason given', async () => {
    const { appointment, token } = await guestBooks();
    expect((await cancel(token, { cancellationReason: 'Imprevisto' })).statusCode).toBe(200);
    expect((await stored(appointment._id)).cancellationReason).toBe('Imprevisto');
  });

  it('24 hours or less before: refused, the appointment stays', async () => {
    const { appointment, token } = await guestBooks();
    t.clock.set('2026-06-02T09:00:00Z');
    const res = await cancel(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(errorMessagesIt.TOO_LATE_TO_CANCEL);
    expect((await stored(appointment._id)).status).toBe('confirmed');
  });

  it('a booking paid online is refunded in full, as the customer’s own cancel does', async () => {
    const res = await createIntent(t, intentBody(slot));
    expect(res.statusCode).toBe(201);
    const intent = res.json() as { paymentIntentId: string; appointmentId: string };
    expect((await confirm(t, intent.paymentIntentId, 'pm_card_visa')).statusCode).toBe(200);
    const token = manageTokenFor(t.ctx, intent.appointmentId);
    expect((await view(token)).json().data.paymentStatus).toBe('paid_online');
    const cancelled = await cancel(token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await provider(t).retrieve(intent.paymentIntentId)).amountRefundedRappen).toBe(3000);
  });
});

describe('links that do not open anything: 404, nothing changes', () => {
  const refused = async (token: string, id: string) => {
    const before = await stored(id);
    for (const res of [
      await view(token),
      await move(token, { date: '2026-06-04', time: '16:00' }),
      await cancel(token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: NOT_FOUND });
    }
    expect(await stored(id)).toEqual(before);
  };

  it('a forged token: another tag, a random one, a malformed one, one signed with another key', async () => {
    const { appointment, token } = await guestBooks();
    const flipped = token.slice(0, 30) + (token[30] === 'A' ? 'B' : 'A') + token.slice(31);
    await refused(flipped, appointment._id);
    await refused(randomBytes(33).toString('base64url'), appointment._id);
    await refused('abc', appointment._id);
    await refused(`${token}x`, appointment._id);
    await refused(
      signManageToken(manageKey(Buffer.from('another-secret-another-secret-0123456789')), appointment._id),
      appointment._id,
    );
  });

  it("one appointment's token does not open another: its id with the other's tag is refused", async () => {
    const a = await guestBooks();
    const b = await guestBooks();
    await refused(a.token.slice(0, 22) + b.token.slice(22), a.appointment._id);
    await refused(b.token.slice(0, 22) + a.token.slice(22), b.appointment._id);
    expect((await cancel(a.token)).statusCode).toBe(200);
    expect((await stored(b.appointment._id)).status).toBe('confirmed');
  });

  it('the token of an appointment that is over', async () => {
    const { appointment, token } = await guestBooks();
    t.clock.set('2026-06-03T08:30:00Z');
    await refused(token, appointment._id);
  });
});

describe('rate limit against guessing', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // A third of the public form limit: 2 wrong links per address, then 429.
    limited = await createTestApp({ publicFormRateLimit: 6 });
  });
  afterAll(() => limited.close());

  it('after too many wrong links from one address every manage call is refused for a while, a good link too', async () => {
    const wrong = randomBytes(33).toString('base64url');
    const get = (token: string) => limited.call('managedAppointment', { params: { token } });
    expect((await get(wrong)).statusCode).toBe(404);
    expect((await get(wrong)).statusCode).toBe(404);
    const refused = await get(wrong);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Troppi link non validi da questo indirizzo\. Riprova tra \d+ minut/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const anyId = '00000000-0000-4000-8000-000000000000';
    expect((await get(manageTokenFor(limited.ctx, anyId))).statusCode).toBe(429);
  });
});
