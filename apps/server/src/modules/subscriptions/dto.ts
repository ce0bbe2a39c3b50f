import { rappenToChf } from '@barber/shared/domain/money';
import type { Plan, Subscription } from '@barber/shared/contract/subscriptions';
import type { Language } from '@barber/shared/messages/languages';
import { translate } from '../../infra/languages';
import type { PlanRow, SubscriptionRow } from './repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A plan as the caller reads it: its seeded description and features in `lang` (the name is a brand). */
export function toPlanDto(row: PlanRow, lang: Language = 'it'): Plan {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: translate(lang, row.description),
    price: rappenToChf(row.priceRappen),
    currency: 'CHF',
    billingPeriod: row.billingPeriod,
    icon: row.icon,
    sortOrder: row.sortOrder,
    isRecommended: row.isRecommended,
    features: row.features.map((feature) => ({
      ...feature,
      name: translate(lang, feature.name),
      description: translate(lang, feature.description),
    })),
    limits: {
      appointments: row.limitAppointments,
      emails: row.limitEmails,
      sms: row.limitSms,
      barbers: row.limitBarbers,
    },
  };
}

export function toSubscriptionDto(
  row: SubscriptionRow,
  plan: PlanRow,
  pendingPlan: PlanRow | null,
): Subscription {
  return {
    _id: row.id,
    id: row.id,
    status: row.status,
    plan: toPlanDto(plan),
    pendingPlan: pendingPlan ? toPlanDto(pendingPlan) : null,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    nextBillingDate: iso(row.nextBillingDate),
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    autoRenew: row.autoRenew,
    paymentMethod: row.paymentMethod,
    hasSavedPaymentMethod: row.savedPaymentMethodId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
