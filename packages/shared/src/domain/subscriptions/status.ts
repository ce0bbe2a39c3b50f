/** Subscription states and what they allow (000 section 4 'Subscription status'). */

export const SUBSCRIPTION_STATUSES = [
  'active',
  'pending_payment',
  'expired',
  'cancelled',
  'inactive',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The dashboard's status labels: active 'Attivo', pending_payment 'In Attesa Pagamento', else 'Non Attivo'. */
export function subscriptionStatusLabel(status: string | null | undefined): string {
  if (status === 'active') return 'Attivo';
  if (status === 'pending_payment') return 'In Attesa Pagamento';
  return 'Non Attivo';
}

/** Block messages per state (000 section 4); a missing status is 'inactive', which reads as no plan. */
export const BLOCK_MESSAGES = {
  none: 'Seleziona un piano per continuare',
  pending_payment: 'Completa il pagamento per attivare tutte le funzionalità',
  expired: 'Abbonamento scaduto. Rinnova per continuare',
  cancelled: 'Abbonamento cancellato. Seleziona un nuovo piano',
} as const;

/** The access messages of 000/002 section 8. */
export const ACCESS_MESSAGES = {
  inactive: 'Abbonamento non attivo. Completa il pagamento per accedere.',
  noPlan: 'Seleziona un piano per accedere a questa funzionalità.',
  error: 'Errore nella verifica dei permessi. Riprova più tardi.',
  locked: 'Funzionalità bloccata. Attiva un abbonamento per accedere.',
  active: 'Abbonamento attivo',
} as const;

export interface AccessState {
  hasAccess: boolean;
  /** No subscription, or expired/cancelled/inactive: blocked until a plan is chosen and paid. */
  blocked: boolean;
  needsPayment: boolean;
  message: string;
}

/** Access from the subscription's status (null: no subscription). Only 'active' gives access. */
export function accessState(status: SubscriptionStatus | null | undefined): AccessState {
  switch (status) {
    case 'active':
      return { hasAccess: true, blocked: false, needsPayment: false, message: ACCESS_MESSAGES.active };
    case 'pending_payment':
      return {
        hasAccess: false,
        blocked: false,
        needsPayment: true,
        message: BLOCK_MESSAGES.pending_payment,
      };
    case 'expired':
      return { hasAccess: false, blocked: true, needsPayment: false, message: BLOCK_MESSAGES.expired };
    case 'cancelled':
      return { hasAccess: false, blocked: true, needsPayment: false, message: BLOCK_MESSAGES.cancelled };
    default:
      return { hasAccess: false, blocked: true, needsPayment: false, message: BLOCK_MESSAGES.none };
  }
}

/** The limit check's reasons (000 section 3 'Limit check result'). */
export const LIMIT_REASONS = [
  'MONTHLY_LIMIT_REACHED',
  'NO_SUBSCRIPTION',
  'SUBSCRIPTION_INACTIVE',
  'ERROR',
] as const;
export type LimitReason = (typeof LIMIT_REASONS)[number];

/** Why a limited action is refused before any count: no subscription, or one that is not active. */
export function inactiveReason(status: SubscriptionStatus | null | undefined): {
  reason: LimitReason;
  message: string;
} {
  return status == null || status === 'inactive'
    ? { reason: 'NO_SUBSCRIPTION', message: ACCESS_MESSAGES.noPlan }
    : { reason: 'SUBSCRIPTION_INACTIVE', message: ACCESS_MESSAGES.inactive };
}
