import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { payments, users } from '../src/db/schema';
import { runRenewals } from '../src/modules/subscriptions/renewal';
import { createTestApp, type TestApp } from './helpers/test-app';
import { givenShopWithFreeSlot, guestBody, type FreeSlot } from './helpers/booking';
import { makeUser, type TestUser } from './helpers/factories';
import { confirm, createIntent, intentBody } from './helpers/payments';
import { SHOP_CUSTOMER, makeProduct } from './helpers/shop';
import { confirmPlanPayment, givenAdminOn31January, openPlanIntent } from './subscriptions-helpers';

/**
 * Issue 28 item 3 for what ADR 0066 left Italian (ADR 0071): a payment remembers the payer's language (the request
 * that opened it: the `lang` cookie, else Accept-Language, else Italian), the booking or order it creates takes it,
 * and its receipt and refunds are written in it; the plan's emails go to each admin in their account's language;
 * the deposit's reason and terms follow the caller; a default cancellation reason is said in the recipient's.
 */
interface Sent {
  subject: string | null;
  body_text: string;
  body_html: string | null;
}
const sentTo = (t: TestApp, email: string, kind: string) =>
  queryRows<Sent>(
    t.ctx.db,
    sql`select subject, body_text, body_html from outbound_messages
        where recipient = ${email} and kind = ${kind} order by created_at`,
  );
const paymentOf = async (t: TestApp, intentId: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId)))[0]!;

describe('payments in the payer’s language', () => {
  let t: TestApp;
  let slot: FreeSlot;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    slot = await givenShopWithFreeSlot(t);
    admin = await makeUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  /** A guest pays a new booking by card: the intent with these headers, the confirmation with none. */
  async function guestPays(email: string, extras: { headers?: Record<string, string>; cookies?: Record<string, string> }) {
    const body = intentBody(slot, {}, { clientEmail: email, customerDetails: { ...SHOP_CUSTOMER, name: 'Anna Neri', email } });
    const intent = await t.callRaw('createPaymentIntent', { body, ...extras });
    expect(intent.statusCode).toBe(201);
    const { paymentIntentId, appointmentId } = intent.json() as { paymentIntentId: string; appointmentId: string };
    // The confirmation carries no language: the payment already knows it.
    expect((await confirm(t, paymentIntentId, 'pm_card_visa')).statusCode).toBe(200);
    return { paymentIntentId, appointmentId };
  }

  it('a guest booking paid online from a German page: payment and booking in German, the receipt and the confirmation too', async () => {
    const email = 'hans.muster@example.ch';
    const { paymentIntentId, appointmentId } = await guestPays(email, { headers: { 'accept-language': 'de-CH,de;q=0.9' } });
    expect((await paymentOf(t, paymentIntentId)).language).toBe('de');
    const [booking] = await queryRows<{ language: string }>(t.ctx.db, sql`select language from appointments where id = ${appointmentId}::uuid`);
    expect(booking!.language).toBe('de');

    const [receipt] = await sentTo(t, email, 'payment-receipt');
    expect(receipt!.subject).toMatch(/^Zahlungsbestätigung: CHF\s30\.00$/);
    expect(receipt!.body_text).toContain('Guten Tag Anna Neri,');
    expect(receipt!.body_text).toContain('wir haben Ihre Zahlung erhalten. Vielen Dank!');
    expect(receipt!.body_text).toContain('Zahlungsart: Karte');
    expect(receipt!.body_text).toContain(`Beschreibung: Termin: ${slot.service.name}`);
    // The moment it was paid, on the shop's clock, in German words.
    expect(receipt!.body_text).toMatch(/Datum: \d{1,2}\. (Mai|Juni) 2026 um \d{2}:\d{2}/);
    expect(receipt!.body_text).not.toMatch(/Ciao|Importo|Ricevuta|Appuntamento|Conserva/);
    expect(receipt!.body_html).toContain('<html lang="de">');
    const [confirmation] = await sentTo(t, email, 'booking-confirmation');
    expect(confirmation!.subject).toMatch(/^Termin bestätigt: /);
  });

  it('cookie lang=fr wins over the header; a staff cancellation refunds it in French, the default reason in French', async () => {
    const email = 'julie.favre@example.ch';
    const { paymentIntentId, appointmentId } = await guestPays(email, {
      headers: { 'accept-language': 'de-CH' },
      cookies: { lang: 'fr' },
    });
    expect((await paymentOf(t, paymentIntentId)).language).toBe('fr');
    // An Italian-speaking admin cancels without a reason.
    const res = await t.call('staffAppointmentStatus', { params: { id: appointmentId }, body: { status: 'cancelled' }, as: admin });
    expect(res.statusCode).toBe(200);
    const [change] = await sentTo(t, email, 'appointment-staff-change');
    expect(change!.body_text).toContain("Motif: Annulé par l'administrateur");
    expect(change!.body_text).not.toContain('Cancellato');
    const [refund] = await sentTo(t, email, 'payment-refund');
    expect(refund!.subject).toMatch(/^Remboursement de CHF\s30\.00$/);
    expect(refund!.body_text).toMatch(/nous vous avons remboursé CHF\s30\.00 sur le moyen de paiement utilisé\./);
    expect(refund!.body_text).toContain('Motif : Remboursement pour rendez-vous annulé');
    expect(refund!.body_text).not.toMatch(/Ciao|Rimborso|Motivo/);
    // The booking keeps the Italian reason the calendar shows.
    const [row] = await queryRows<{ cancellation_reason: string }>(
      t.ctx.db,
      sql`select cancellation_reason from appointments where id = ${appointmentId}::uuid`,
    );
    expect(row!.cancellation_reason).toBe("Cancellato dall'amministratore");
  });

  it('no header: the receipt and the refund in Italian, unchanged', async () => {
    const email = 'anna.neri@example.ch';
    const { paymentIntentId } = await guestPays(email, {});
    const paid = await paymentOf(t, paymentIntentId);
    expect(paid.language).toBe('it');
    const [receipt] = await sentTo(t, email, 'payment-receipt');
    expect(receipt!.subject).toMatch(/^Ricevuta di pagamento: CHF\s30\.00$/);
    expect(receipt!.body_text).toContain('Ciao Anna Neri,');
    expect(receipt!.body_text).toContain('abbiamo ricevuto il tuo pagamento. Grazie!');
    expect(receipt!.body_text).toContain(`Descrizione: Appuntamento: ${slot.service.name}`);
    expect(receipt!.body_text).toContain('Conserva questa email come ricevuta.');
    const refunded = await t.call('refundPayment', { params: { id: paid.reference }, body: { amount: 10, reason: 'Gesto commerciale' }, as: admin });
    expect(refunded.statusCode).toBe(200);
    const [refund] = await sentTo(t, email, 'payment-refund');
    expect(refund!.subject).toMatch(/^Rimborso di CHF\s10\.00$/);
    expect(refund!.body_text).toContain('Motivo: Gesto commerciale');
    expect(refund!.body_text).toMatch(/Importo rimborsato: CHF\s10\.00 \(pagati CHF\s30\.00\)/);
  });

  it('a shop order paid from a French page: the order in French, its refund on cancellation in French', async () => {
    const product = await makeProduct(t, { priceRappen: 1800, inventoryQuantity: 5 });
    const customer = { ...SHOP_CUSTOMER, email: 'claire.dubois@example.ch', name: 'Claire Dubois' };
    const intent = await createIntent(
      t,
      { type: 'product_order', currency: 'CHF', orderData: { items: [{ productId: product.id, quantity: 2 }], customerDetails: customer } },
      { 'accept-language': 'fr-CH' },
    );
    expect(intent.statusCode).toBe(201);
    const { paymentIntentId } = intent.json() as { paymentIntentId: string };
    expect((await confirm(t, paymentIntentId, 'pm_card_visa')).statusCode).toBe(200);
    const payment = await paymentOf(t, paymentIntentId);
    const [order] = await queryRows<{ id: string; language: string }>(
      t.ctx.db,
      sql`select id, language from orders where payment_id = ${payment.id}::uuid`,
    );
    expect(order!.language).toBe('fr');
    const [receipt] = await sentTo(t, customer.email, 'payment-receipt');
    expect(receipt!.subject).toMatch(/^Reçu de paiement : CHF\s36\.00$/);
    expect(receipt!.body_text).toContain('Description: Commande boutique : 2 articles');

    const cancelled = await t.call('orderStatus', { params: { id: order!.id }, body: { status: 'cancelled' }, as: admin });
    expect(cancelled.statusCode).toBe(200);
    const [refund] = await sentTo(t, customer.email, 'payment-refund');
    expect(refund!.subject).toMatch(/^Remboursement de CHF\s36\.00$/);
    expect(refund!.body_text).toContain('Motif : Remboursement pour commande annulée');
    expect(refund!.body_text).toContain('Bonjour Claire Dubois,');
  });

  it("DEPOSIT_REQUIRED gives the reason and the terms in the caller's language; the booking keeps the terms it accepted", async () => {
    const policy = {
      enabled: true, kind: 'fixed' as const, fixedAmount: 10, percent: 30, threshold: 1,
      firstTimeAtPeak: false, peakDays: ['saturday' as const], peakFrom: '16:00', peakTo: '19:00',
    };
    expect((await t.call('updateDepositPolicy', { body: policy, as: admin })).statusCode).toBe(200);
    // A customer with a no-show: an appointment of theirs, moved a month back and marked so.
    const who = { email: 'peter.keller@example.ch', phone: '079 555 66 77' };
    const past = await t.callRaw('guestBooking', { body: guestBody(slot, { ...who, time: '15:00' }) });
    expect(past.statusCode).toBe(201);
    const pastId = (past.json() as { appointment: { _id: string } }).appointment._id;
    await t.ctx.db.execute(sql`update appointments set status = 'no_show', starts_at = starts_at - interval '30 days',
      ends_at = ends_at - interval '30 days' where id = ${pastId}::uuid`);

    const asked = await t.callRaw('guestBooking', {
      body: guestBody(slot, { ...who, date: '2026-06-10', time: '10:00' }),
      headers: { 'accept-language': 'de-CH' },
    });
    expect(asked.statusCode).toBe(402);
    expect(asked.json()).toMatchObject({
      code: 'DEPOSIT_REQUIRED',
      message: 'Für diese Buchung ist eine Anzahlung nötig: Bezahlen Sie sie mit Karte oder TWINT, um zu bestätigen.',
      deposit: {
        amount: 10,
        reasonText: expect.stringContaining('In den letzten 12 Monaten wurde 1 Termin nicht wahrgenommen'),
        terms: expect.stringContaining('Ich bin einverstanden, dass das Geschäft die Anzahlung von CHF\u00a010.00 behält'),
      },
    });
    const italian = await t.callRaw('guestBooking', { body: guestBody(slot, { ...who, date: '2026-06-10', time: '10:00' }) });
    expect(italian.json()).toMatchObject({
      deposit: { reasonText: expect.stringContaining('Negli ultimi 12 mesi risultano 1 appuntamento mancato') },
    });

    // Unticked terms: refused in English for an English caller.
    const unticked = await t.callRaw('createPaymentIntent', {
      body: intentBody(slot, {}, { date: '2026-06-10', time: '10:00', clientEmail: who.email, customerDetails: { ...SHOP_CUSTOMER, ...who }, deposit: true, depositTermsAccepted: false }),
      headers: { 'accept-language': 'en' },
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json()).toMatchObject({ errors: [{ field: 'appointmentData.depositTermsAccepted', message: 'Accept the terms to pay the deposit.' }] });

    // Paid from a French page: the booking stores the French terms it accepted, the receipt says "Acompte".
    const intent = await t.callRaw('createPaymentIntent', {
      body: intentBody(slot, {}, { date: '2026-06-10', time: '10:00', clientEmail: who.email, customerDetails: { ...SHOP_CUSTOMER, ...who }, deposit: true, depositTermsAccepted: true }),
      cookies: { lang: 'fr' },
    });
    expect(intent.statusCode).toBe(201);
    const { paymentIntentId, appointmentId } = intent.json() as { paymentIntentId: string; appointmentId: string };
    expect((await confirm(t, paymentIntentId, 'pm_card_visa')).statusCode).toBe(200);
    const [held] = await queryRows<{ deposit_terms_text: string }>(
      t.ctx.db,
      sql`select deposit_terms_text from appointments where id = ${appointmentId}::uuid`,
    );
    expect(held!.deposit_terms_text).toMatch(/^J'accepte que le salon garde l'acompte de CHF\u00a010\.00/);
    const [receipt] = await sentTo(t, who.email, 'payment-receipt');
    expect(receipt!.body_text).toContain(`Description: Acompte pour ${slot.service.name}`);
  });
});

describe('the plan’s emails in the owner’s account language', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it("an owner with language 'en' gets the plan's receipt, reminder and renewal in English; an Italian admin in Italian", async () => {
    t = await createTestApp({}, { plan: 'none' });
    const owner = await givenAdminOn31January(t);
    await t.ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.id));
    const partner = await makeUser(t, { role: 'admin' });
    const intent = await openPlanIntent(t, owner, 'BUSINESS', true);
    expect((await confirmPlanPayment(t, owner, intent.paymentIntentId)).statusCode).toBe(200);
    const [receipt] = await sentTo(t, owner.email, 'payment-receipt');
    expect(receipt!.subject).toMatch(/^Payment receipt: CHF\s49\.00$/);
    expect(receipt!.body_text).toMatch(/Description: \S+ subscription \(1 month\)/);

    t.clock.set('2027-02-21T10:00:00Z');
    expect((await runRenewals(t.ctx)).reminders).toBe(1);
    const [reminder] = await sentTo(t, owner.email, 'subscription-reminder-7d');
    expect(reminder!.subject).toBe('Your subscription ends in 7 days');
    expect(reminder!.body_text).toMatch(/will renew automatically on 28 February 2027 \(CHF\s49\.00\)/);
    expect(reminder!.body_html).toContain('<html lang="en">');
    const [italian] = await sentTo(t, partner.email, 'subscription-reminder-7d');
    expect(italian!.subject).toBe('Il tuo abbonamento termina tra 7 giorni');
    expect(italian!.body_text).toMatch(/verrà rinnovato automaticamente il 28 febbraio 2027 \(CHF\s49\.00\)/);

    t.clock.set('2027-02-28T09:01:00Z');
    expect((await runRenewals(t.ctx)).renewed).toBe(true);
    const [renewed] = await sentTo(t, owner.email, 'subscription-renewed');
    expect(renewed!.subject).toBe('Subscription renewed');
    expect(renewed!.body_text).toMatch(/has been renewed: CHF\s49\.00 charged\./);
    expect(renewed!.body_text).not.toMatch(/piano|rinnovato/);
    const [rinnovato] = await sentTo(t, partner.email, 'subscription-renewed');
    expect(rinnovato!.subject).toBe('Abbonamento rinnovato');
  });
});
