import { z } from 'zod';
import { PAYMENT_STATUSES } from '../domain/payments/state-machine';
import { DateString, Id, TimeString } from './common';
import { line, multiLine } from './text';

/**
 * Payment requests and answers (001 sections 3, 5, 7; 002 sections 3, 7). Money crosses the API in CHF numbers;
 * the server prices everything itself from the database, so any amount, price or status a client sends is
 * accepted for compatibility and ignored.
 */

export const PAYMENT_KINDS = ['appointment', 'product_order', 'subscription'] as const;
export const PaymentKind = z.enum(PAYMENT_KINDS);
export const PaymentMethod = z.enum(['stripe_card', 'twint', 'cash']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export const TWINT_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'expired'] as const;
export const TwintStatus = z.enum(TWINT_STATUSES);

/** The unguessable handle of a payment a guest holds: 'pay_' and 32 random characters. */
export const PAYMENT_REFERENCE = /^pay_[A-Za-z0-9_-]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INVALID_PAYMENT = 'Pagamento non valido';

export const PaymentReference = z
  .string({ error: INVALID_PAYMENT })
  .regex(PAYMENT_REFERENCE, { error: INVALID_PAYMENT });
/** A payment by its id (as the admin lists show it) or by its reference. */
export const PaymentKey = z
  .string({ error: INVALID_PAYMENT })
  .refine((v) => UUID.test(v) || PAYMENT_REFERENCE.test(v), { error: INVALID_PAYMENT });
export const PaymentKeyParams = z.object({ id: PaymentKey });
export const PaymentReferenceParams = z.object({ id: PaymentReference });

const REQUIRED = 'Campo obbligatorio';
const required = (schema: z.ZodString) => schema.min(1, { error: REQUIRED });

/**
 * A part of the payer's address: asked by nobody any more (issue 27, ADR 0056: an appointment and a pickup order
 * need name, email and phone), still taken from the spec's client, which sends all six. Absent, null or blank is
 * ''; a given one must still pass the spec's rule (`problem` answers its text, or null).
 */
const addressPart = (problem: (value: string) => string | null, clean: (value: string) => string = (v) => v) =>
  line(z.string({ error: REQUIRED }).nullish())
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      const message = v === '' ? null : problem(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform(clean);

/**
 * The payment panel's customer form (001 section 5, as issue 27 narrows it): name, email and phone required, the
 * address optional (ADR 0056), with the spec's input cleaning: email lower-cased and trimmed, phone kept to
 * digits, plus and spaces, postal code to digits, the rest trimmed.
 */
export const CustomerDetails = z.object({
  name: line(
    required(z.string({ error: REQUIRED }).trim())
      .min(2, { error: 'Nome troppo corto' })
      .max(120, { error: 'Nome troppo lungo' }),
  ),
  email: z
    .string({ error: REQUIRED })
    .trim()
    .toLowerCase()
    .pipe(
      required(z.string()).pipe(
        z.email({ error: 'Email non valida' }).max(254, { error: 'Email non valida' }),
      ),
    ),
  phone: line(z.string({ error: REQUIRED }))
    .transform((v) => v.replace(/[^\d+ ]/g, '').trim())
    .pipe(
      required(z.string())
        .min(10, { error: 'Numero di telefono troppo corto' })
        .max(30, { error: 'Numero di telefono troppo lungo' }),
    ),
  address: addressPart((v) =>
    v.length < 5 ? 'Indirizzo troppo corto' : v.length > 200 ? 'Indirizzo troppo lungo' : null,
  ),
  postalCode: addressPart(
    (v) => (/^\d{4,5}$/.test(v.replace(/\D/g, '')) ? null : 'CAP non valido (min. 4 cifre)'),
    (v) => v.replace(/\D/g, ''),
  ),
  city: addressPart((v) => (v.length < 2 || v.length > 100 ? 'Città non valida' : null)),
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

const OptionalText = (max: number) => line(z.string().trim().max(max)).optional();

/** One cart line as the spec's shop sends it (productId or the product's _id; quantity or cartQuantity). */
export const PaymentOrderItem = z.looseObject({
  productId: Id.optional(),
  _id: Id.optional(),
  quantity: z.number().int().min(1).max(100).optional(),
  cartQuantity: z.number().int().min(1).max(100).optional(),
});

/**
 * What is being paid (the spec's appointmentData / order data). For an appointment: an existing booking
 * (appointmentId) or the service chosen on the booking page (serviceId, or its name as the spec sends it), with
 * barber, date and time. For an order: the cart's items. `price` and `total` are read by nobody.
 */
export const PaymentSubject = z.looseObject({
  appointmentId: Id.optional(),
  serviceId: Id.optional(),
  service: OptionalText(100),
  barberId: Id.optional(),
  date: DateString.optional(),
  time: TimeString.optional(),
  items: z.array(PaymentOrderItem).min(1, { error: 'Il carrello è vuoto' }).max(100).optional(),
  clientName: OptionalText(120),
  clientEmail: OptionalText(254),
  customerDetails: CustomerDetails.optional(),
  /**
   * A new booking's deposit instead of its price (issue 29 item 2, ADR 0064): the amount DEPOSIT_REQUIRED named,
   * recomputed by the server. `depositTermsAccepted`: the customer ticked the forfeit terms (required to pay it).
   */
  deposit: z.boolean({ error: 'Acconto: scegli sì o no' }).optional(),
  depositTermsAccepted: z.boolean({ error: 'Condizioni dell’acconto: scegli sì o no' }).optional(),
});
export type PaymentSubject = z.infer<typeof PaymentSubject>;

const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.literal('CHF', { error: 'Valuta non supportata: solo CHF' }))
  .default('CHF');

const subjectRequired = (
  body: { type: string; appointmentData?: unknown; orderData?: unknown },
  ctx: z.RefinementCtx,
) => {
  if (!body.appointmentData && !body.orderData) {
    ctx.addIssue({
      code: 'custom',
      path: ['appointmentData'],
      message: body.type === 'product_order' ? 'Il carrello è vuoto' : 'Indica il servizio da pagare',
    });
  }
};

/** POST /payments/create-intent and POST /payments/twint/create (001 section 3, 'Payment intent payload'). */
export const CreatePaymentIntentRequest = z
  .looseObject({
    type: z.enum(['appointment', 'product_order'], { error: 'Tipo di pagamento non valido' }),
    currency: Currency,
    /** Card (the default) or TWINT through the provider; the spec's own TWINT flow has its own call. */
    paymentMethod: z
      .enum(['stripe_card', 'twint'], { error: 'Metodo di pagamento non supportato' })
      .default('stripe_card'),
    appointmentData: PaymentSubject.optional(),
    /** The cart, for product orders (the spec's client may also send it as appointmentData). */
    orderData: PaymentSubject.optional(),
  })
  .superRefine(subjectRequired);
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequest>;

export const CreatePaymentIntentResponse = z.object({
  success: z.literal(true),
  /** The spec's client reads client_secret; clientSecret is the same value. */
  client_secret: z.string(),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** The payment's reference: its socket room and the id of GET /payments/:id. */
  paymentId: z.string(),
  amount: z.number(),
  currency: z.literal('CHF'),
  status: PaymentStatus,
  provider: z.enum(['stripe', 'test']),
  testMode: z.boolean(),
  /** The pending appointment that holds the slot while it is paid (a new booking), else null. */
  appointmentId: z.string().nullable(),
  /** When the hold ends if the payment has not succeeded (15 minutes), else null. */
  holdExpiresAt: z.string().nullable(),
});

export const Payment = z.object({
  _id: z.string(),
  id: z.string(),
  reference: z.string(),
  type: PaymentKind,
  amount: z.number(),
  currency: z.literal('CHF'),
  paymentMethod: PaymentMethod,
  provider: z.enum(['stripe', 'test', 'manual']),
  paymentIntentId: z.string().nullable(),
  status: PaymentStatus,
  refundedAmount: z.number(),
  appointmentId: z.string().nullable(),
  description: z.string(),
  customerDetails: CustomerDetails.nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  testMode: z.boolean(),
});
export type Payment = z.infer<typeof Payment>;

export const PaymentResponse = z.object({
  success: z.literal(true),
  data: Payment,
  message: z.string().optional(),
});
export const PaymentListResponse = z.object({ success: z.literal(true), data: z.array(Payment) });

const INTENT = /^pi_[A-Za-z0-9]{8,}$/;
export const PaymentIntentId = z.string({ error: INVALID_PAYMENT }).regex(INTENT, { error: INVALID_PAYMENT });

export const ConfirmPaymentRequest = z.looseObject({
  paymentIntentId: PaymentIntentId,
  paymentMethodId: z
    .string({ error: 'Metodo di pagamento non supportato' })
    .regex(/^pm_\w{1,100}$/, { error: 'Metodo di pagamento non supportato' }),
});

/** POST /payments/appointment/:id: pay an existing booking, or record a payment made for it (verified). */
export const AppointmentPaymentRequest = z
  .looseObject({
    type: z.literal('appointment', { error: 'Tipo di pagamento non valido' }).default('appointment'),
    paymentMethod: z
      .enum(['stripe_card', 'twint'], { error: 'Metodo di pagamento non supportato' })
      .optional(),
    /** The spec's payment object names the method `method`. */
    method: z.enum(['stripe_card', 'twint'], { error: 'Metodo di pagamento non supportato' }).optional(),
    paymentIntentId: PaymentIntentId.optional(),
    stripePaymentIntentId: PaymentIntentId.optional(),
  })
  .nullish();

export const AppointmentPaymentResponse = z.object({
  success: z.literal(true),
  data: Payment,
  /** Set when a new intent was created for the booking: the card form confirms it. */
  client_secret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  message: z.string(),
});

const EmptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const PaymentHistoryQuery = z.object({
  type: z.preprocess(EmptyToUndefined, PaymentKind.optional()),
  status: z.preprocess(EmptyToUndefined, PaymentStatus.optional()),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const RefundPaymentRequest = z
  .looseObject({
    /** CHF; the rest of what was paid when omitted. */
    amount: z
      .number({ error: 'Importo non valido' })
      .positive({ error: 'Importo non valido' })
      .max(100_000, { error: 'Importo non valido' })
      .optional(),
    reason: multiLine(z.string().trim().max(500)).optional(),
  })
  .nullish();

export const StripeConfigResponse = z.object({
  /** Stripe.js's key; 'pk_test_offline' in test mode (the panel shows 'Modalità test'); null when payments are off. */
  publishableKey: z.string().nullable(),
  provider: z.enum(['stripe', 'test', 'none']),
  testMode: z.boolean(),
  onlinePayments: z.boolean(),
  methods: z.array(PaymentMethod),
  currency: z.literal('CHF'),
});

/** POST /payments/:id/release: whether this call freed the held slot, and the payment's status after it. */
export const ReleasePaymentResponse = z.object({
  success: z.literal(true),
  released: z.boolean(),
  status: PaymentStatus,
  message: z.string(),
});

export const WebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

// The spec's own TWINT flow (001 section 3 'Twint responses'; 002 sections 3 and 7).

export const TwintCreateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    twintUrl: z.string(),
    paymentId: z.string(),
    amount: z.number(),
    currency: z.literal('CHF'),
    expiresAt: z.string(),
    testMode: z.boolean(),
    /** The pending appointment that holds the slot until expiresAt, else null. */
    appointmentId: z.string().nullable(),
  }),
});

export const TwintPaymentDetails = z.object({
  paymentId: z.string(),
  amount: z.number(),
  currency: z.literal('CHF'),
  description: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
});

export const TwintStatusResponse = z.object({
  success: z.literal(true),
  data: z.object({ status: TwintStatus, paymentDetails: TwintPaymentDetails }),
});

/** 002 section 3 'Twint payment'. */
export const TwintPayment = z.object({
  _id: z.string(),
  paymentId: z.string(),
  status: TwintStatus,
  amount: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  description: z.string(),
  customerDetails: z.object({ name: z.string(), email: z.string() }).nullable(),
  metadata: z.object({ type: PaymentKind }),
  twintTransactionId: z.string().nullable(),
});
export type TwintPayment = z.infer<typeof TwintPayment>;

export const AdminTwintQuery = z.object({ status: z.preprocess(EmptyToUndefined, TwintStatus.optional()) });
export const AdminTwintListResponse = z.object({ success: z.literal(true), data: z.array(TwintPayment) });

export const TwintConfirmRequest = z
  .looseObject({
    confirmationId: line(z.string().trim().max(200)).optional(),
    twintReference: line(z.string().trim().max(200)).optional(),
    metadata: z.looseObject({}).optional(),
  })
  .nullish();
export const TwintCancelRequest = z.looseObject({ reason: multiLine(z.string().trim().max(500)).optional() }).nullish();
export const TwintActionResponse = z.object({ success: z.literal(true), message: z.string() });

/** The test-mode simulator page's two buttons. */
export const TwintSimulateRequest = z.object({
  outcome: z.enum(['approve', 'decline'], { error: 'Esito non valido' }),
});
