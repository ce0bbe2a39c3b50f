import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { shopSubscription, subscriptionPlans } from '../../src/db/schema';

/**
 * The shop's plan at the start of a test app (issue 12): 'unlimited' (the default, so the tests of other areas
 * never meet a limit), 'none' (a fresh install: no subscription), a seeded plan by name, or custom limits.
 */
export type TestPlan =
  | 'unlimited'
  | 'none'
  | 'STARTER'
  | 'BUSINESS'
  | {
      appointments?: number;
      emails?: number;
      sms?: number;
      barbers?: number;
      status?: SubscriptionStatusValue;
    };

export type SubscriptionStatusValue = 'active' | 'pending_payment' | 'expired' | 'cancelled' | 'inactive';

const UNLIMITED = 999999;

export async function applyTestPlan(db: Db, plan: TestPlan): Promise<void> {
  if (plan === 'none') return;
  let planId: string;
  let status: SubscriptionStatusValue = 'active';
  if (plan === 'STARTER' || plan === 'BUSINESS') {
    const [row] = await db
      .select()
      .from(subscriptionPlans)
      .where(sql`name = ${plan}`);
    planId = row!.id;
  } else {
    const limits = plan === 'unlimited' ? {} : plan;
    if (plan !== 'unlimited' && plan.status) status = plan.status;
    const [row] = await db
      .insert(subscriptionPlans)
      .values({
        name: 'TEST',
        displayName: 'Test',
        priceRappen: 4900,
        sortOrder: 99,
        features: [],
        limitAppointments: limits.appointments ?? UNLIMITED,
        limitEmails: limits.emails ?? UNLIMITED,
        limitSms: limits.sms ?? UNLIMITED,
        limitBarbers: limits.barbers ?? UNLIMITED,
        // Not offered on the plans page: it exists for the tests only.
        isActive: false,
      })
      .returning();
    planId = row!.id;
  }
  const start = new Date('2020-01-01T00:00:00Z');
  const end = new Date('2100-01-01T00:00:00Z');
  await db.insert(shopSubscription).values({
    planId,
    status,
    startDate: start,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    endDate: end,
    nextBillingDate: end,
  });
}
