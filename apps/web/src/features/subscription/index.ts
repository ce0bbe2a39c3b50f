/** What other features may use from the plan (subscription); everything else is the feature's own (ADR 0046). */
export { BarberLimitBanner, useBarberLimit } from './barber-limit';
export { BookingGate } from './booking-gate';
export { PlanChooser } from './plan-chooser';
export { PlanIcon } from './plan-icon';
export { type AccessState, type SubscriptionInfo, type Usage, invalidateSubscription, isPlanLimit, limitsQuery, setAutoRenew, subscriptionKeys } from './subscription-api';
export { badgeClasses, formatPlanDate, isPerUse, statusLabel } from './usage-format';
export { useSubscription } from './use-subscription';
