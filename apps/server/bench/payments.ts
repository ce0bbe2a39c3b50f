import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/infra/context';
import type { TestPaymentProvider } from '../src/infra/payments/test-provider';

type Measure = (name: string, target: string, limitMs: number, n: number, run: (i: number) => Promise<void>, requestsPerRun?: number) => Promise<unknown>;

/**
 * TARGETS.md's payment rows with the offline test provider: create-intent, and a webhook burst of 100 signed
 * events each delivered 5 times (p50/p95 per delivery), checked to have applied every event exactly once.
 */
/** Where each intent's hold goes: a free time of a barber, a different one every call (every intent holds its slot). */
export interface HoldSlots {
  barberId: string;
  serviceId: string;
  next: () => { date: string; time: string };
  /** A different guest's phone each call, so the per-contact guest limits do not turn the bench into 429s. */
  phone: (n: number) => string;
}

export async function measurePayments<R>(base: string, ctx: AppContext, slots: HoldSlots, measure: (...args: Parameters<Measure>) => Promise<R>): Promise<R[]> {
  const provider = ctx.payments as TestPaymentProvider;
  const intents: string[] = [];
  let guest = 0;
  const create = async () => {
    const { date, time } = slots.next();
    guest++;
    const customerDetails = {
      name: `Bench Pay${guest}`,
      email: `pay${guest}@example.ch`,
      phone: slots.phone(guest),
      address: 'Via Bench 1',
      postalCode: '6900',
      city: 'Lugano',
    };
    const res = await fetch(`${base}/payments/create-intent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'appointment',
        currency: 'CHF',
        // A tampered price is ignored; the server prices the service.
        appointmentData: { barberId: slots.barberId, serviceId: slots.serviceId, date, time, price: 1, customerDetails },
      }),
    });
    if (res.status !== 201) throw new Error(`create-intent: HTTP ${res.status} ${await res.text()}`);
    intents.push(((await res.json()) as { paymentIntentId: string }).paymentIntentId);
  };
  const results = [await measure('payment create-intent', 'p95 < 150 ms', 150, 150, create)];

  const burst = intents.slice(-100).map((intentId) => provider.sign(provider.event('payment_intent.succeeded', intentId)));
  const deliveries = burst.flatMap((signed) => Array.from({ length: 5 }, () => signed));
  let duplicates = 0;
  results.push(
    await measure('webhook burst (100 events, each delivered 5 times)', 'p95 < 150 ms; every event applied once', 150, deliveries.length, async (i) => {
      if (i < 0) return; // no warm-up: every delivery counts
      const { body, signature } = deliveries[i]!;
      const res = await fetch(`${base}/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
      if (res.status !== 200) throw new Error(`webhook: HTTP ${res.status} ${await res.text()}`);
      if (((await res.json()) as { duplicate: boolean }).duplicate) duplicates++;
    }),
  );
  const [row] = (
    (await ctx.db.execute(sql`select count(*)::int as events, (select count(*)::int from payments where status = 'succeeded') as paid from payment_webhook_events`)) as unknown as {
      rows: { events: number; paid: number }[];
    }
  ).rows;
  if (duplicates !== 400 || row?.events !== 100 || row.paid !== 100) {
    throw new Error(`webhook burst: ${duplicates} duplicates (expected 400), ${row?.events} events recorded, ${row?.paid} paid (expected 100 each)`);
  }
  console.log('     webhook burst: 100 events applied once each, 400 duplicates acknowledged');
  return results;
}
