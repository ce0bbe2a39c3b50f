import { eq } from 'drizzle-orm';
import { addMonthsClamped, monthPeriod } from '@barber/shared/domain/subscriptions/index';
import type { Executor } from '../db/client';
import { outboundMessages, shopSubscription, subscriptionPlans } from '../db/schema';

/**
 * The demo shop's plan (issue 12): an active STARTER that started 10 days ago and renews itself (test mode
 * charges the saved test card), with this month's message history so the usage shows: emails at 60% (300 of 500)
 * and SMS at 82% (82 of 100: a badge and a warning). Appointments count only what the demo really holds; its 3
 * barbers fill the barber limit. The margin is for the browser journeys on the demo server (about 40 bookings and
 * 100+ emails a run). A production install is never seeded: it starts with the plans and no subscription.
 */
export const DEMO_USAGE = { emails: 300, sms: 82 } as const;

export async function seedDemoSubscription(
  tx: Executor,
  timeZone: string,
  now: Date = new Date(),
): Promise<void> {
  const [starter] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, 'STARTER'));
  if (!starter) return;
  const start = new Date(now.getTime() - 10 * 86_400_000);
  const end = addMonthsClamped(start, 1, timeZone);
  await tx
    .insert(shopSubscription)
    .values({
      planId: starter.id,
      status: 'active',
      autoRenew: true,
      savedPaymentMethodId: 'pm_card_visa',
      startDate: start,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      endDate: end,
      nextBillingDate: end,
    })
    .onConflictDoNothing();

  // The month's history, spread between the 1st and now: the records the dashboard counts.
  const month = monthPeriod(now, timeZone);
  const span = Math.max(1, now.getTime() - month.start.getTime() - 60_000);
  const at = (i: number, n: number) => new Date(month.start.getTime() + Math.floor((span * (i + 0.5)) / n));
  const rows: (typeof outboundMessages.$inferInsert)[] = [];
  for (let i = 0; i < DEMO_USAGE.emails; i++) {
    const sent = at(i, DEMO_USAGE.emails);
    rows.push({
      channel: 'email',
      kind: 'demo-history',
      recipient: `cliente.storico+${i}@example.ch`,
      subject: 'Conferma prenotazione',
      bodyText: 'Messaggio di esempio dello storico della demo.',
      status: 'sent',
      provider: 'outbox',
      createdAt: sent,
      sentAt: sent,
    });
  }
  for (let i = 0; i < DEMO_USAGE.sms; i++) {
    const sent = at(i, DEMO_USAGE.sms);
    rows.push({
      channel: 'sms',
      kind: 'demo-history',
      recipient: '+41790000000',
      bodyText: 'Promemoria di esempio dello storico della demo.',
      status: 'sent',
      provider: 'outbox',
      createdAt: sent,
      sentAt: sent,
    });
  }
  for (let i = 0; i < rows.length; i += 200) await tx.insert(outboundMessages).values(rows.slice(i, i + 200));
}
