import type { FastifyReply } from 'fastify';
import type { SlotsChangedEvent } from '@barber/shared/realtime';
import type { CreatePaymentIntentRequest, CustomerDetails, PaymentSubject } from '@barber/shared/schemas/payments';
import type { Executor } from '../../db/client';
import type { Language } from '@barber/shared/messages/languages';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import type { NewPayment, PaymentKind, PaymentRecipient, PaymentRow } from './repo';

/**
 * The payments port (ADR 0043): what payments needs from each kind of thing that can be paid (a booking, a shop
 * order, the shop's plan). Each subject's own module registers it (the composition root, src/app.ts, calls
 * registerPaymentSubject), so payments imports none of them: booking, order and plan depend on payments, never
 * the other way round.
 */

/** What a payment holds while it is paid (a booking's slot, an order's stock) ends after this long unpaid. */
export const HOLD_MS = 15 * 60 * 1000;
/** Refunds that run in the jobs worker: a cancelled paid booking, a late payment whose slot was taken. */
export const REFUND_JOB = 'payments.refund';
export type RefundCause = 'cancellation' | 'late' | 'order_cancelled' | 'order_late';

/** A slot held while it is paid: its grid hears the change after the commit, and the payment ends with it. */
export interface Hold {
  barberId: string;
  /** Shop-local date: the slots room that hears the change. */
  date: string;
  expiresAt: Date;
}

/** A refund just recorded on a payment: how much went back this time (the row carries the total). */
export interface RefundMade {
  amountRappen: number;
}

/** The subject's side of a refund: what it tells after the commit. */
export interface RefundOutcome {
  afterCommit?: (() => void) | undefined;
}

/** What a payment is for, priced by the server from the database (never from what the client sent). */
export interface PricedSubject {
  kind: PaymentKind;
  amountRappen: number;
  description: string;
  details: Record<string, unknown>;
  appointmentId: string | null;
  customerDetails: CustomerDetails | null;
  /** The slot held for a new booking while it is paid. */
  hold?: Hold | undefined;
  /** When an unpaid payment ends and gives back what it holds (a shop order's reserved stock). */
  expiresAt?: Date | undefined;
  /** Runs in the payment's transaction once its row exists (the shop records its stock reservation). */
  afterInsert?: ((tx: Executor, payment: PaymentRow) => Promise<void>) | undefined;
  /** What the subject tells after the commit (the shop: its stock changed, ADR 0080). */
  afterCommit?: (() => void) | undefined;
}

/** The subject's side of a payment that ended unpaid: a slot to announce, what it tells after the commit. */
export interface UnpaidOutcome {
  slots: SlotsChangedEvent | null;
  afterCommit?: (() => void) | undefined;
}

/** The subject's side of a payment that has just succeeded; slots to announce after the commit. */
export interface PaidOutcome {
  row: PaymentRow;
  slots: SlotsChangedEvent[];
  /** A refund job was queued instead (paid too late): no receipt, the worker is woken after the commit. */
  refundQueued: boolean;
  /** What the subject tells after the commit (the team's live notice of a booking the payment confirmed, ADR 0053). */
  afterCommit?: (() => void) | undefined;
}

export interface PaymentSubjectPort {
  /**
   * Prices a payment request of this type (create-intent, TWINT create), holding what the payment reserves.
   * Absent for a subject that opens its payments itself (the plan, modules/subscriptions).
   */
  price?: (
    ctx: AppContext,
    tx: Executor,
    subject: PaymentSubject,
    caller: AuthUser | null,
    /** The payer's language (the request's, ADR 0071): what the payment holds or creates is made in it. */
    language: Language,
  ) => Promise<PricedSubject>;
  /** Before a payment request is priced: limits on who may ask (a guest's hold counts like a guest booking). */
  admit?: (ctx: AppContext, reply: FastifyReply, caller: AuthUser | null, body: CreatePaymentIntentRequest) => Promise<void>;
  /** In the transaction that made the payment paid, its row locked: what the payment bought happens now. */
  paid: (ctx: AppContext, tx: Executor, row: PaymentRow) => Promise<PaidOutcome>;
  /** The payment ended unpaid (expired, declined, cancelled, left by the payer): what it held is given back. */
  released?: (ctx: AppContext, tx: Executor, row: PaymentRow) => Promise<UnpaidOutcome>;
  /**
   * Money went back on the payment, in the transaction that recorded it, the row locked (state.ts applyChange):
   * every refund comes here, a cancellation's, a late payment's, the admin's own (refund-service.ts) and one made
   * at the provider (its webhook). The row carries the refunded total and status. Required: each kind says what
   * a refund means to it, even when it is nothing.
   */
  refunded: (ctx: AppContext, tx: Executor, row: PaymentRow, refund: RefundMade) => Promise<RefundOutcome>;
  /**
   * Who the receipt and refund emails go to when the payment names no one and belongs to no account (a guest's
   * booking knows its guest's email). Absent: no one.
   */
  recipient?: (tx: Executor, row: PaymentRow) => Promise<PaymentRecipient | null>;
}

const subjects = new Map<PaymentKind, PaymentSubjectPort>();

/** Called once per kind by the composition root; registering again replaces (every built app registers the same). */
export function registerPaymentSubject(kind: PaymentKind, port: PaymentSubjectPort): void {
  subjects.set(kind, port);
}

export function paymentSubject(kind: PaymentKind): PaymentSubjectPort {
  const port = subjects.get(kind);
  if (!port) throw new Error(`no payment subject registered for kind ${kind}`);
  return port;
}

export type { NewPayment, PaymentRecipient, PaymentRow };
