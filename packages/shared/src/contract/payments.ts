import {
  AdminTwintListResponse,
  AdminTwintQuery,
  AppointmentPaymentRequest,
  AppointmentPaymentResponse,
  ConfirmPaymentRequest,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  PaymentHistoryQuery,
  PaymentKeyParams,
  PaymentListResponse,
  PaymentReferenceParams,
  PaymentResponse,
  RefundPaymentRequest,
  ReleasePaymentResponse,
  StripeConfigResponse,
  TwintActionResponse,
  TwintCancelRequest,
  TwintConfirmRequest,
  TwintCreateResponse,
  TwintSimulateRequest,
  TwintStatusResponse,
  WebhookResponse,
} from '../schemas/payments';
import { IdempotencyHeaders, MessageResponse } from '../schemas/common';
import { TwintQrResponse, TwintQrUploadResponse } from '../schemas/shop-assets';
import type { ContractRoute } from './define';
import { paymentsRoutes as r } from './payments-routes';
import { IdParams } from './params';

const tags = ['payments'];

/** The payment routes with their request and answer schemas (see contract.ts). */
export const paymentsContract = {
  createPaymentIntent: {
    ...r.createPaymentIntent,
    tags,
    description:
      "Creates a payment for an appointment (the service's price) or, with the shop, a product order. The amount is " +
      'always computed on the server; any amount, price or status sent is ignored. Answers client_secret for the ' +
      'card form. The same Idempotency-Key answers the same payment. 503 when online payments are off.',
    headers: IdempotencyHeaders,
    body: CreatePaymentIntentRequest,
    response: CreatePaymentIntentResponse,
    status: 201,
  },
  confirmPayment: {
    ...r.confirmPayment,
    tags,
    description:
      'Confirms a payment intent with a payment method id (in test mode pm_card_visa succeeds, pm_card_chargeDeclined ' +
      'is declined: 402 with the Italian reason). A payment of a registered customer can be confirmed only by them or the admin.',
    body: ConfirmPaymentRequest,
    response: PaymentResponse,
  },
  appointmentPayment: {
    ...r.appointmentPayment,
    tags,
    description:
      "Pays an existing booking (its owner or the admin): a new intent for the booking's price, or, with " +
      'paymentIntentId, records a payment made for it after the server has verified it with the provider.',
    params: IdParams,
    body: AppointmentPaymentRequest,
    response: AppointmentPaymentResponse,
  },
  paymentHistory: {
    ...r.paymentHistory,
    tags,
    description:
      "The caller's payments, newest first (the admin sees everyone's); filters type, status, limit (default 20).",
    query: PaymentHistoryQuery,
    response: PaymentListResponse,
  },
  paymentDetails: {
    ...r.paymentDetails,
    tags,
    description: 'One payment by id or reference, to its owner or the admin (404 to anyone else).',
    params: PaymentKeyParams,
    response: PaymentResponse,
  },
  refundPayment: {
    ...r.refundPayment,
    tags,
    description:
      'Refunds a paid payment in full (no amount) or in part (amount in CHF), never more than what is left.',
    params: PaymentKeyParams,
    body: RefundPaymentRequest,
    response: PaymentResponse,
  },
  stripeConfig: {
    ...r.stripeConfig,
    tags,
    description:
      "Stripe.js's publishable key (pk_test_offline in test mode) and which payment methods are on.",
    response: StripeConfigResponse,
  },
  paymentWebhook: {
    ...r.paymentWebhook,
    tags,
    description:
      'Provider events, signed as Stripe signs them (Stripe-Signature, HMAC-SHA256, 300 s) with STRIPE_WEBHOOK_SECRET. ' +
      'The raw body is verified; unsigned, tampered or stale events answer 400 and change nothing. Each event id applies once.',
    response: WebhookResponse,
  },
  twintCreate: {
    ...r.twintCreate,
    tags,
    description:
      "The spec's own TWINT flow: a pending payment priced by the server; data.twintUrl is the simulator page in test " +
      "mode, otherwise the page with the shop's TWINT QR code. The admin confirms it; unpaid ones expire.",
    headers: IdempotencyHeaders,
    body: CreatePaymentIntentRequest,
    response: TwintCreateResponse,
    status: 201,
  },
  twintStatus: {
    ...r.twintStatus,
    tags,
    description:
      'Status of a TWINT payment (pending, completed, failed, cancelled, expired) for whoever holds its reference.',
    params: PaymentReferenceParams,
    response: TwintStatusResponse,
  },
  releasePayment: {
    ...r.releasePayment,
    tags,
    description:
      'The payer leaves a started, unpaid payment: its intent is cancelled at the provider and its held slot is ' +
      'freed at once (as on expiry; the payment ends canceled). If the provider says it was paid meanwhile, the ' +
      'payment counts and nothing is freed (released false). Already ended: released false, nothing changes. ' +
      'A paid payment: 409. Whoever holds the reference.',
    params: PaymentReferenceParams,
    response: ReleasePaymentResponse,
  },
  twintConfirm: {
    ...r.twintConfirm,
    tags,
    description:
      "The admin confirms a pending TWINT payment; any other: 404 'Pagamento non trovato o già processato'.",
    params: PaymentKeyParams,
    body: TwintConfirmRequest,
    response: TwintActionResponse,
  },
  twintCancel: {
    ...r.twintCancel,
    tags,
    description: "The admin cancels a pending TWINT payment (reason default 'Cancellato da admin').",
    params: PaymentKeyParams,
    body: TwintCancelRequest,
    response: TwintActionResponse,
  },
  twintSimulate: {
    ...r.twintSimulate,
    tags,
    description:
      "Test mode only: the simulator page's approve or decline for a pending TWINT payment (404 outside test mode).",
    params: PaymentReferenceParams,
    body: TwintSimulateRequest,
    response: TwintActionResponse,
  },
  adminTwintPayments: {
    ...r.adminTwintPayments,
    tags,
    description: 'TWINT payments for the admin tab, newest first; status filter omitted for all.',
    query: AdminTwintQuery,
    response: AdminTwintListResponse,
  },
  twintQr: {
    ...r.twintQr,
    tags,
    description: "The shop's TWINT QR code for the manual TWINT payment page (data null while none is set).",
    response: TwintQrResponse,
  },
  uploadTwintQr: {
    ...r.uploadTwintQr,
    tags,
    description:
      "Sets the shop's TWINT QR code: multipart/form-data with the file in field 'image' (at most 5 MB, checked by " +
      'content, re-encoded as lossless WebP without metadata). Replaces the previous one and removes its file.',
    response: TwintQrUploadResponse,
  },
  deleteTwintQr: {
    ...r.deleteTwintQr,
    tags,
    description: "Removes the shop's TWINT QR code and its file; the payment page then shows the shop's details only.",
    response: MessageResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
