/**
 * Drizzle mirror of the SQL migrations (migrations/*.sql are the source of truth; the constraints that Drizzle
 * cannot express, such as the exclusion constraint, live only there).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import type { Language } from '@barber/shared/messages/languages';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { Weekday } from '@barber/shared/domain/zoned-time';
import type { ContentTranslations } from '@barber/shared/domain/content-translations';
import type { PaymentStatus } from '@barber/shared/domain/payments/state-machine';
import type { CustomerDetails } from '@barber/shared/schemas/payments';
import type { OrderPaymentStatus, OrderStatus, ProductCategory } from '@barber/shared/domain/shop';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

export interface OpeningDayRow {
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  open: boolean;
  startTime: string | null;
  endTime: string | null;
  /** The shop's own break (migration 0023's era); absent in rows saved before. */
  hasBreak?: boolean;
  breakStart?: string | null;
  breakEnd?: string | null;
}

export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  tagline: text('tagline').notNull().default(''),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  timeZone: text('time_zone').notNull().default('Europe/Zurich'),
  foundedYear: integer('founded_year').notNull().default(2020),
  openingHours: jsonb('opening_hours').$type<OpeningDayRow[]>().notNull().default(sql`'[]'::jsonb`),
  /** Notifications (migration 0014): hours before the appointment for the email and SMS reminders; 0 = off. */
  reminderEmailHours: integer('reminder_email_hours').notNull().default(24),
  reminderSmsHours: integer('reminder_sms_hours').notNull().default(2),
  /** The owner's settings (migration 0023, ADR 0049): profiles ('' = none) and the booking rules. */
  socialLinks: jsonb('social_links')
    .$type<{ instagram: string; facebook: string; tiktok: string }>()
    .notNull()
    .default({ instagram: '', facebook: '', tiktok: '' }),
  bookingWindowDays: integer('booking_window_days').notNull().default(30),
  changeNoticeHours: integer('change_notice_hours').notNull().default(24),
  slotStepMinutes: integer('slot_step_minutes').notNull().default(15),
  /** The walk-in queue, 'Senza Appuntamento' (migration 0028, ADR 0063): off until the owner opens it. */
  walkInsEnabled: boolean('walk_ins_enabled').notNull().default(false),
  /** Last-minute fill (migration 0032, ADR 0069): off until the owner turns it on. */
  lastMinuteFillEnabled: boolean('last_minute_fill_enabled').notNull().default(false),
  /** The motto in other languages (migration 0035, ADR 0073): { de: { tagline } }, Italian where none. */
  translations: jsonb('translations').$type<ContentTranslations>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'barber', 'client'] }).notNull().default('client'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  profileImageUrl: text('profile_image_url'),
  tokenVersion: integer('token_version').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /**
   * When the owner of the address proved it (migration 0021, ADR 0031); null until then. No default: a path that
   * creates accounts must say whether the address is proven (self-registration: no; the owner, setup, demo: yes).
   */
  emailConfirmedAt: ts('email_confirmed_at'),
  /** Whether last-minute offers may reach this customer (migration 0032, ADR 0069): on until they say no. */
  lastMinuteOffers: boolean('last_minute_offers').notNull().default(true),
  /** The language it was made in (migration 0030, ADR 0066): its messages are written in it. */
  language: text('language').$type<Language>().notNull().default('it'),
});

/** Confirmation links (ADR 0031): one address of one account, once, within 24 hours; only the hash is kept. */
export const emailConfirmations = pgTable('email_confirmations', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  email: text('email').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  revokedAt: ts('revoked_at'),
  /** The token issued when this one was used (migration 0003): the grace for a just-rotated token reads it. */
  replacedBy: uuid('replaced_by'),
  createdAt: createdAt(),
  /** The login that started the family (migration 0021): a Bearer refresh never goes past 24 hours from it. */
  sessionStartedAt: ts('session_started_at').notNull().defaultNow(),
});

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  runAt: ts('run_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  lockedUntil: ts('locked_until'),
  lastError: text('last_error'),
  doneAt: ts('done_at'),
  createdAt: createdAt(),
  /** Set at claim: only the worker holding it may renew or finish the job. */
  leaseToken: uuid('lease_token'),
  /** The kind of a recurring job: one unfinished occurrence per key across instances. */
  recurringKey: text('recurring_key'),
});

export interface AttachmentRow {
  filename: string;
  contentType: string;
  /** base64 content; small files only (.ics invitations). */
  content: string;
}

export const outboundMessages = pgTable('outbound_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  bodyText: text('body_text').notNull(),
  bodyHtml: text('body_html'),
  attachments: jsonb('attachments').$type<AttachmentRow[]>().notNull().default(sql`'[]'::jsonb`),
  status: text('status', { enum: ['queued', 'sent', 'failed', 'skipped'] }).notNull().default('queued'),
  provider: text('provider'),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: ts('sent_at'),
  /** The sender currently holding the message, until sending_until: a second run of the same send waits. */
  sendToken: uuid('send_token'),
  sendingUntil: ts('sending_until'),
  /** Notifications (migration 0014): one row per key (reminders: appointment, kind, start time). */
  dedupeKey: text('dedupe_key'),
  /** Extra email headers (List-Unsubscribe, List-Unsubscribe-Post), handed to SMTP. */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  /** The provider's id of the sent message (Twilio's message sid). */
  providerMessageId: text('provider_message_id'),
});

export const barbers = pgTable('barbers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  bio: text('bio'),
  isActive: boolean('is_active').notNull().default(true),
  workingHours: jsonb('working_hours').$type<WorkingDay[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const barberVacations = pgTable('barber_vacations', {
  id: uuid('id').primaryKey().defaultRandom(),
  barberId: uuid('barber_id').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
});

export const services = pgTable('services', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  priceRappen: integer('price_rappen').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  translations: jsonb('translations').$type<ContentTranslations>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const barberServices = pgTable(
  'barber_services',
  {
    barberId: uuid('barber_id').notNull(),
    serviceId: uuid('service_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.barberId, t.serviceId] })],
);

export const temporaryAbsences = pgTable('temporary_absences', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** null: the whole studio is closed for that time. */
  barberId: uuid('barber_id'),
  date: date('date', { mode: 'string' }).notNull(),
  /** PostgreSQL answers "HH:mm:ss"; write "HH:mm". */
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  reason: text('reason').notNull().default(''),
  notes: text('notes'),
  createdAt: createdAt(),
});

export const appointments = pgTable('appointments', {
  id: uuid('id').primaryKey().defaultRandom(),
  barberId: uuid('barber_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  serviceName: text('service_name').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  priceRappen: integer('price_rappen').notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  status: text('status').$type<AppointmentStatus>().notNull().default('confirmed'),
  paymentType: text('payment_type', { enum: ['in_person', 'online'] }).notNull().default('in_person'),
  cancellationReason: text('cancellation_reason'),
  bookingKind: text('booking_kind', { enum: ['online', 'guest', 'admin', 'walk_in'] }).notNull(),
  clientUserId: uuid('client_user_id'),
  guestFirstName: text('guest_first_name'),
  guestLastName: text('guest_last_name'),
  guestEmail: text('guest_email'),
  guestPhone: text('guest_phone'),
  clientNickname: text('client_nickname'),
  bookedByUserId: uuid('booked_by_user_id'),
  notes: text('notes'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** The last status change (migration 0005); a trigger writes appointmentStatusEvents from them. */
  statusChangedAt: ts('status_changed_at'),
  statusChangedByUserId: uuid('status_changed_by_user_id'),
  /** Why, when the change said why (a correction of completed work must: migration 0021). */
  statusChangeReason: text('status_change_reason'),
  /** Who cancelled (migration 0029, ADR 0064): a customer's late cancellation is a miss, the shop's is not. */
  cancelledBy: text('cancelled_by', { enum: ['customer', 'shop'] }),
  /** A deposit paid online, deducted from the price at the shop; the forfeit terms the customer accepted. */
  depositRappen: integer('deposit_rappen'),
  depositTermsAcceptedAt: ts('deposit_terms_accepted_at'),
  depositTermsText: text('deposit_terms_text'),
  /** The series it was booked in (migration 0031, ADR 0068); null for a single booking. */
  seriesId: uuid('series_id'),
  /** The language it was made in (migration 0030, ADR 0066): its messages are written in it. */
  language: text('language').$type<Language>().notNull().default('it'),
});

/** Every status change of an appointment: who, when, from, to (written by the 0005 trigger). */
export const appointmentStatusEvents = pgTable('appointment_status_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  appointmentId: uuid('appointment_id').notNull(),
  fromStatus: text('from_status').$type<AppointmentStatus>().notNull(),
  toStatus: text('to_status').$type<AppointmentStatus>().notNull(),
  changedByUserId: uuid('changed_by_user_id'),
  changedAt: ts('changed_at').notNull(),
  reason: text('reason'),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Payments (migration 0006, ADR 0010): amounts in Rappen; status follows the order-independent reducer. */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull().unique(),
  kind: text('kind', { enum: ['appointment', 'product_order', 'subscription'] }).notNull(),
  amountRappen: integer('amount_rappen').notNull(),
  currency: text('currency').notNull().default('CHF'),
  method: text('method', { enum: ['stripe_card', 'twint', 'cash'] }).notNull(),
  provider: text('provider', { enum: ['stripe', 'test', 'manual'] }).notNull(),
  providerIntentId: text('provider_intent_id').unique(),
  status: text('status').$type<PaymentStatus>().notNull(),
  statusAt: ts('status_at').notNull(),
  refundedRappen: integer('refunded_rappen').notNull().default(0),
  appointmentId: uuid('appointment_id'),
  userId: uuid('user_id'),
  customerDetails: jsonb('customer_details').$type<PaymentCustomerRow | null>(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  description: text('description').notNull(),
  errorMessage: text('error_message'),
  expiresAt: ts('expires_at'),
  completedAt: ts('completed_at'),
  cancelReason: text('cancel_reason'),
  confirmedByUserId: uuid('confirmed_by_user_id'),
  twintTransactionId: text('twint_transaction_id'),
  /** The payer's language (migration 0034, ADR 0071): the receipt, the refunds and what the payment creates. */
  language: text('language').$type<Language>().notNull().default('it'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The payment form's six fields as the shared schema cleans them. */
export type PaymentCustomerRow = CustomerDetails;

export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  paymentId: uuid('payment_id'),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

export const paymentRefunds = pgTable('payment_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  paymentId: uuid('payment_id').notNull(),
  amountRappen: integer('amount_rappen').notNull(),
  reason: text('reason'),
  providerRefundId: text('provider_refund_id').unique(),
  createdByUserId: uuid('created_by_user_id'),
  createdAt: createdAt(),
});

export const shopAssets = pgTable('shop_assets', {
  kind: text('kind').$type<'twint_qr'>().primaryKey(),
  storageKey: text('storage_key').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Storage keys (ADR 0015) of one product image: the large WebP and its thumbnail. */
export interface ProductImageRow {
  large: string;
  thumb: string;
  width: number;
  height: number;
}

/** The shop (migration 0010, ADR 0016): products, pickup orders, their history and the stock payments reserve. */
export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  brand: text('brand').notNull().default(''),
  description: text('description').notNull().default(''),
  category: text('category').$type<ProductCategory>().notNull(),
  priceRappen: integer('price_rappen').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isFeatured: boolean('is_featured').notNull().default(false),
  inventoryQuantity: integer('inventory_quantity').notNull().default(0),
  minQuantity: integer('min_quantity').notNull().default(5),
  images: jsonb('images').$type<ProductImageRow[]>().notNull().default(sql`'[]'::jsonb`),
  translations: jsonb('translations').$type<ContentTranslations>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderNumber: text('order_number').notNull().unique(),
  status: text('status').$type<OrderStatus>().notNull(),
  userId: uuid('user_id'),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  customerPhone: text('customer_phone').notNull(),
  customerAddress: text('customer_address').notNull(),
  customerPostalCode: text('customer_postal_code').notNull(),
  customerCity: text('customer_city').notNull(),
  subtotalRappen: integer('subtotal_rappen').notNull(),
  totalRappen: integer('total_rappen').notNull(),
  paymentMethod: text('payment_method', { enum: ['cash', 'stripe_card', 'twint'] }).notNull(),
  paymentId: uuid('payment_id').unique(),
  paymentStatus: text('payment_status').$type<OrderPaymentStatus>().notNull(),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** The language it was made in (migration 0030, ADR 0066): its messages are written in it. */
  language: text('language').$type<Language>().notNull().default('it'),
});

export const orderItems = pgTable('order_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull(),
  position: integer('position').notNull(),
  productId: uuid('product_id'),
  name: text('name').notNull(),
  unitPriceRappen: integer('unit_price_rappen').notNull(),
  quantity: integer('quantity').notNull(),
});

export const orderStatusEvents = pgTable('order_status_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull(),
  fromStatus: text('from_status').$type<OrderStatus>(),
  toStatus: text('to_status').$type<OrderStatus>().notNull(),
  changedByUserId: uuid('changed_by_user_id'),
  createdAt: createdAt(),
});

/** One priced cart line of a reservation: what the order will hold once the payment is verified. */
export interface ReservedLineRow {
  productId: string;
  name: string;
  unitPriceRappen: number;
  quantity: number;
}

export const stockReservations = pgTable('stock_reservations', {
  paymentId: uuid('payment_id').primaryKey(),
  items: jsonb('items').$type<ReservedLineRow[]>().notNull(),
  state: text('state', { enum: ['held', 'released', 'ordered'] }).notNull(),
  orderId: uuid('order_id'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// ---- Notifications (issue 13, migration 0014, ADR 0019) ----

/** Addresses that opted out of reminders and other optional messages (lower-case email). */
export const emailUnsubscribes = pgTable('email_unsubscribes', {
  email: text('email').primaryKey(),
  unsubscribedAt: ts('unsubscribed_at').notNull().defaultNow(),
});

/** Who on the team is told of appointment changes (issue 27 item 4, migration 0025, ADR 0053); one row at most. */
export const teamNoticeSettings = pgTable('team_notice_settings', {
  id: integer('id').primaryKey().default(1),
  ownerCopy: boolean('owner_copy').notNull().default(false),
  barbersOnlyWithin48h: boolean('barbers_only_within_48h').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The owner's deposit policy (issue 29 item 2, migration 0029, ADR 0064); one row at most, none = off. */
export const depositPolicy = pgTable('deposit_policy', {
  id: integer('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(false),
  kind: text('kind', { enum: ['fixed', 'percent'] }).notNull().default('fixed'),
  fixedRappen: integer('fixed_rappen').notNull().default(2000),
  percent: integer('percent').notNull().default(30),
  threshold: integer('threshold').notNull().default(2),
  firstTimeAtPeak: boolean('first_time_at_peak').notNull().default(false),
  peakDays: jsonb('peak_days').$type<Weekday[]>().notNull(),
  peakFrom: text('peak_from').notNull().default('16:00'),
  peakTo: text('peak_to').notNull().default('19:00'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// ---- Waiting list (issue 13, migration 0013, ADR 0018) ----

export const waitingListEntries = pgTable('waiting_list_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  /** null: any barber who offers the service. */
  barberId: uuid('barber_id'),
  serviceId: uuid('service_id').notNull(),
  preferredDays: text('preferred_days').array().notNull().default(sql`'{}'`),
  preferredTimeSlots: text('preferred_time_slots').array().notNull().default(sql`'{}'`),
  notes: text('notes'),
  status: text('status', { enum: ['pending', 'notified', 'booked', 'expired'] }).notNull().default('pending'),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  bookedAppointmentId: uuid('booked_appointment_id'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** The language it was made in (migration 0030, ADR 0066): its messages are written in it. */
  language: text('language').$type<Language>().notNull().default('it'),
});

export const waitingListOffers = pgTable('waiting_list_offers', {
  id: uuid('id').primaryKey().defaultRandom(),
  entryId: uuid('entry_id').notNull(),
  appointmentId: uuid('appointment_id'),
  barberId: uuid('barber_id').notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  status: text('status', { enum: ['open', 'booked', 'lapsed', 'withdrawn'] }).notNull().default('open'),
  offeredAt: ts('offered_at').notNull(),
  offeredUntil: ts('offered_until').notNull(),
  closedAt: ts('closed_at'),
});

// ---- Profile and statistics (issue 14, migration 0015, ADRs 0020 and 0021) ----

/** That an account was deleted on request, without any personal data (ADR 0021). */
export const accountErasures = pgTable('account_erasures', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestedBy: text('requested_by', { enum: ['self', 'admin'] }).notNull(),
  role: text('role', { enum: ['admin', 'barber', 'client'] }).notNull(),
  appointmentsAnonymised: integer('appointments_anonymised').notNull(),
  ordersAnonymised: integer('orders_anonymised').notNull(),
  erasedAt: ts('erased_at').notNull().defaultNow(),
});

// ---- Subscription plans (issue 12, migration 0012, ADR 0017) ----

export interface PlanFeatureRow {
  name: string;
  description: string;
  included: boolean;
}

export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  priceRappen: integer('price_rappen').notNull(),
  billingPeriod: text('billing_period').notNull().default('monthly'),
  icon: text('icon').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isRecommended: boolean('is_recommended').notNull().default(false),
  features: jsonb('features').$type<PlanFeatureRow[]>().notNull().default(sql`'[]'::jsonb`),
  limitAppointments: integer('limit_appointments').notNull(),
  limitEmails: integer('limit_emails').notNull(),
  limitSms: integer('limit_sms').notNull(),
  limitBarbers: integer('limit_barbers').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const shopSubscription = pgTable('shop_subscription', {
  id: uuid('id').primaryKey().defaultRandom(),
  singleton: boolean('singleton').notNull().default(true).unique(),
  planId: uuid('plan_id').notNull(),
  pendingPlanId: uuid('pending_plan_id'),
  status: text('status', { enum: ['active', 'pending_payment', 'expired', 'cancelled', 'inactive'] })
    .notNull()
    .default('inactive'),
  paymentMethod: text('payment_method').notNull().default('stripe'),
  autoRenew: boolean('auto_renew').notNull().default(false),
  /** The autoRenew chosen with the pending plan change: applied when that plan is paid (migration 0017). */
  pendingAutoRenew: boolean('pending_auto_renew').notNull().default(false),
  savedPaymentMethodId: text('saved_payment_method_id'),
  startDate: ts('start_date'),
  endDate: ts('end_date'),
  nextBillingDate: ts('next_billing_date'),
  currentPeriodStart: ts('current_period_start'),
  currentPeriodEnd: ts('current_period_end'),
  reminder7dFor: ts('reminder_7d_for'),
  reminder1dFor: ts('reminder_1d_for'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // Off-session renewal (migration 0016): the shop's Customer at the provider that saved the card.
  providerCustomerId: text('provider_customer_id'),
  providerCustomerProvider: text('provider_customer_provider', { enum: ['stripe', 'test'] }),
});

// ---- Job applications (issue 15 item 5, migration 0019, ADR 0024) ----

export interface JobApplicationSocialRow {
  platform: string;
  url: string;
}

export const jobApplications = pgTable('job_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  nationality: text('nationality').notNull(),
  workPermit: text('work_permit', { enum: ['si', 'no', 'in-corso'] }).notNull(),
  maritalStatus: text('marital_status', { enum: ['celibe-nubile', 'sposato', 'divorziato', 'vedovo'] }).notNull(),
  hasChildren: boolean('has_children').notNull(),
  childrenNumber: integer('children_number'),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  socialProfiles: jsonb('social_profiles').$type<JobApplicationSocialRow[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
});

export const jobApplicationPhotos = pgTable('job_application_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  applicationId: uuid('application_id'),
  key: text('key').notNull(),
  thumbKey: text('thumb_key').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const recruitingSettings = pgTable('recruiting_settings', {
  id: integer('id').primaryKey().default(1),
  email: text('email'),
});

// ---- Contact requests: the marketing page's demo and consultation requests (issue 15 item 4, migration 0018, ADR 0025) ----

export const contactRequests = pgTable('contact_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['demo', 'consultation'] }).notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone').notNull(),
  salonName: text('salon_name'),
  interest: text('interest'),
  service: text('service'),
  preferredDate: date('preferred_date', { mode: 'string' }),
  preferredTime: text('preferred_time'),
  message: text('message').notNull().default(''),
  privacyAccepted: boolean('privacy_accepted').notNull().default(false),
  handledAt: ts('handled_at'),
  handledBy: uuid('handled_by'),
  createdAt: createdAt(),
});

// ---- Chatbot: the virtual assistant's FAQ, sessions, messages, feedback, unanswered questions (issue 16, migration 0020, ADR 0022) ----

export const chatbotFaqs = pgTable('chatbot_faqs', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug'),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  category: text('category', {
    enum: ['registration', 'booking', 'profile', 'admin', 'barber', 'general', 'technical'],
  }).notNull(),
  roles: text('roles', { enum: ['guest', 'client', 'barber', 'admin'] }).array().notNull(),
  keywords: text('keywords').array().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  helpfulCount: integer('helpful_count').notNull().default(0),
  notHelpfulCount: integer('not_helpful_count').notNull().default(0),
  translations: jsonb('translations').$type<ContentTranslations>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const chatbotState = pgTable('chatbot_state', {
  id: integer('id').primaryKey().default(1),
  faqSeedVersion: integer('faq_seed_version').notNull().default(0),
});

export const chatbotSessions = pgTable('chatbot_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  role: text('role', { enum: ['guest', 'client', 'barber', 'admin'] }).notNull(),
  platform: text('platform'),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull(),
  lastActiveAt: ts('last_active_at').notNull(),
});

export interface ChatActionRow {
  label: string;
  action: 'navigate' | 'call' | 'whatsapp' | 'faq' | 'send';
  target?: string;
  query?: string;
  text?: string;
  message?: string;
  faqId?: string;
  newTab?: boolean;
}

export const chatbotMessages = pgTable('chatbot_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id').notNull(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  isBot: boolean('is_bot').notNull(),
  content: text('content').notNull(),
  type: text('type', { enum: ['welcome', 'faq', 'live', 'fallback', 'text'] }).notNull(),
  actions: jsonb('actions').$type<ChatActionRow[]>().notNull().default(sql`'[]'::jsonb`),
  suggestions: jsonb('suggestions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  intent: text('intent'),
  faqId: uuid('faq_id'),
  currentPage: text('current_page'),
  createdAt: ts('created_at').notNull(),
});

export const chatbotFeedback = pgTable('chatbot_feedback', {
  messageId: uuid('message_id').primaryKey(),
  sessionId: uuid('session_id').notNull(),
  faqId: uuid('faq_id'),
  helpful: boolean('helpful').notNull(),
  rating: integer('rating'),
  comment: text('comment'),
  createdAt: ts('created_at').notNull(),
});

export const chatbotUnanswered = pgTable('chatbot_unanswered', {
  id: uuid('id').primaryKey().defaultRandom(),
  normalized: text('normalized').notNull(),
  question: text('question').notNull(),
  askCount: integer('ask_count').notNull().default(1),
  role: text('role', { enum: ['guest', 'client', 'barber', 'admin'] }).notNull(),
  currentPage: text('current_page'),
  closestFaqId: uuid('closest_faq_id'),
  firstAskedAt: ts('first_asked_at').notNull(),
  lastAskedAt: ts('last_asked_at').notNull(),
});

/** The walk-in queue (migration 0028, ADR 0063): in service, the appointment holds the barber's time. */
export const walkIns = pgTable('walk_ins', {
  id: uuid('id').primaryKey().defaultRandom(),
  token: text('token').notNull(),
  firstName: text('first_name').notNull(),
  phone: text('phone').notNull(),
  serviceId: uuid('service_id').notNull(),
  barberId: uuid('barber_id'),
  status: text('status', { enum: ['waiting', 'called', 'in_service', 'done', 'no_show'] }).notNull().default('waiting'),
  appointmentId: uuid('appointment_id'),
  addedByUserId: uuid('added_by_user_id'),
  /** The queue's order (an identity column: the database numbers each arrival). */
  arrival: bigint('arrival', { mode: 'number' }).generatedAlwaysAsIdentity(),
  createdAt: ts('created_at').notNull(),
  calledAt: ts('called_at'),
  startedAt: ts('started_at'),
  endedAt: ts('ended_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** The language it was made in (migration 0030, ADR 0066): its messages are written in it. */
  language: text('language').$type<Language>().notNull().default('it'),
});

/** A freed time offered to due regulars (migration 0032, ADR 0069); appointmentId is the booking that filled it. */
export const lastMinuteFills = pgTable('last_minute_fills', {
  id: uuid('id').primaryKey().defaultRandom(),
  barberId: uuid('barber_id').notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  appointmentId: uuid('appointment_id'),
  createdAt: ts('created_at').notNull(),
});

/** One regular told of a freed time: the start and service offered to them and their one-tap link's token. */
export const lastMinuteOffers = pgTable('last_minute_offers', {
  id: uuid('id').primaryKey().defaultRandom(),
  fillId: uuid('fill_id').notNull(),
  userId: uuid('user_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  token: text('token').notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  sentAt: ts('sent_at').notNull(),
  bookedAt: ts('booked_at'),
});
