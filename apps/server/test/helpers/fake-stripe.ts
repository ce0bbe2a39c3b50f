import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeProvider, type StripeProviderOptions } from '../../src/infra/payments/stripe-provider';

/**
 * A local stand-in for the part of Stripe's REST API the adapter uses (infra/payments/stripe-provider.ts), so the
 * real SDK is tested without the internet: form-encoded POSTs, Stripe's error JSON, Idempotency-Key replays
 * (and refusals of a reused key with other parameters), and failures injected once to exercise the SDK's retries.
 */
export interface FakeStripe {
  port: number;
  secretKey: string;
  /** Every request received, in order (retries included). */
  requests: {
    method: string;
    path: string;
    idempotencyKey: string | undefined;
    body: Record<string, unknown>;
  }[];
  intents: Map<string, FakeIntent>;
  customers: Map<string, FakeCustomer>;
  /**
   * The next request on this path prefix is carried out (and kept for Idempotency-Key replays) but answered with
   * a 500, as when Stripe did the work and the answer was lost on the way.
   */
  loseNextAnswer(pathPrefix: string): void;
  /** The next request (optionally only on this path prefix) answers this status once: 500, or 429 with Stripe-Should-Retry. */
  failNext(status: 500 | 429 | 503, pathPrefix?: string): void;
  close(): Promise<void>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  description: string | null;
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
  latest_charge: string | null;
  next_action: { type: string; use_stripe_sdk?: Record<string, unknown> } | null;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  created: number;
  livemode: false;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  payment_intent: string;
  refunded: boolean;
}

const DECLINES: Record<string, string> = {
  pm_card_chargeDeclined: 'generic_decline',
  pm_card_chargeDeclinedInsufficientFunds: 'insufficient_funds',
};
const SUCCEEDS = new Set(['pm_card_visa', 'pm_card_mastercard', 'pm_twint']);
/** Its bank asks for 3D Secure on every payment (Stripe's 4000 0027 6000 3184). */
const AUTHENTICATES = new Set(['pm_card_authenticationRequired']);

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding: a[b]=1, a[0]=x -> { a: { b: '1' } } and { a: ['x'] }. */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/[[\]]+/).filter(Boolean);
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}
const invalid = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeHttpError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (what: string, value: string) =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${value}'`,
    param: 'id',
  });

export async function startFakeStripe(
  secretKey = `sk_test_fake${randomBytes(8).toString('hex')}`,
): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const customers = new Map<string, FakeCustomer>();
  const lostAnswers: string[] = [];
  const replays = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: FakeStripe['requests'] = [];
  const failures: { status: number; pathPrefix: string | undefined }[] = [];

  const withCharge = (intent: FakeIntent, expand: unknown) => {
    const list = Array.isArray(expand) ? expand : [];
    return list.includes('latest_charge') && intent.latest_charge
      ? { ...intent, latest_charge: charges.get(intent.latest_charge) }
      : intent;
  };
  const findIntent = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId);
    return intent;
  };

  /** Stripe's confirmation with a payment method; off-session nobody can authenticate, so it declines instead. */
  function confirmIntent(intent: FakeIntent, pm: string, offSession: boolean) {
    const decline = DECLINES[pm];
    const authenticate = AUTHENTICATES.has(pm);
    if (decline || (authenticate && offSession)) {
      intent.status = 'requires_payment_method';
      intent.payment_method = pm;
      intent.last_payment_error = decline
        ? {
            type: 'card_error',
            code: 'card_declined',
            decline_code: decline,
            message: 'Your card was declined.',
          }
        : {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          };
      throw new StripeHttpError(402, { ...intent.last_payment_error, payment_intent: intent });
    }
    if (authenticate) {
      Object.assign(intent, {
        status: 'requires_action',
        payment_method: pm,
        last_payment_error: null,
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
      });
      return intent;
    }
    if (!SUCCEEDS.has(pm))
      throw invalid(`No such PaymentMethod: '${pm}'`, {
        code: 'resource_missing',
        param: 'payment_method',
      });
    const charge: FakeCharge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      payment_intent: intent.id,
      refunded: false,
    };
    charges.set(charge.id, charge);
    Object.assign(intent, {
      status: 'succeeded',
      payment_method: pm,
      last_payment_error: null,
      next_action: null,
      latest_charge: charge.id,
    });
    return intent;
  }

  function handle(
    method: string,
    path: string,
    body: Record<string, unknown>,
    query: Record<string, unknown>,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      const customer: FakeCustomer = {
        id: id('cus'),
        object: 'customer',
        email: (body.email as string | undefined) ?? null,
        name: (body.name as string | undefined) ?? null,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50)
        throw invalid('Amount must be at least 50 centimes', { code: 'amount_too_small', param: 'amount' });
      if (body.currency !== 'chf') throw invalid('Invalid currency', { param: 'currency' });
      const customer = body.customer === undefined ? null : String(body.customer);
      if (customer !== null && !customers.has(customer)) throw missing('customer', customer);
      const offSession = body.off_session === 'true';
      if (offSession && body.confirm !== 'true')
        throw invalid('off_session can only be used with confirm=true', { param: 'off_session' });
      if (
        body.setup_future_usage !== undefined &&
        !['on_session', 'off_session'].includes(String(body.setup_future_usage))
      )
        throw invalid('Invalid setup_future_usage', { param: 'setup_future_usage' });
      const intentId = id('pi');
      const types = (body.allowed_payment_method_types ?? body.payment_method_types ?? ['card']) as string[];
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency: 'chf',
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        payment_method_types: types,
        description: (body.description as string | undefined) ?? null,
        last_payment_error: null,
        latest_charge: null,
        next_action: null,
        customer,
        payment_method: null,
        setup_future_usage: (body.setup_future_usage as string | undefined) ?? null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(intentId, intent);
      if (body.confirm === 'true') {
        if (body.payment_method === undefined)
          throw invalid('You must provide a payment_method to confirm.', { param: 'payment_method' });
        return { status: 200, body: confirmIntent(intent, String(body.payment_method), offSession) };
      }
      return { status: 200, body: intent };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (match) {
      const intent = findIntent(decodeURIComponent(match[1]!));
      if (method === 'GET' && !match[2]) return { status: 200, body: withCharge(intent, query.expand) };
      if (method === 'POST' && match[2] === 'confirm') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          throw invalid(`This PaymentIntent's status is ${intent.status}.`, {
            code: 'payment_intent_unexpected_state',
          });
        }
        return {
          status: 200,
          body: confirmIntent(intent, String(body.payment_method ?? ''), body.off_session === 'true'),
        };
      }
      if (method === 'POST' && match[2] === 'cancel') {
        if (intent.status === 'succeeded')
          throw invalid('You cannot cancel this PaymentIntent because it has a status of succeeded.', {
            code: 'payment_intent_unexpected_state',
          });
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = findIntent(String(body.payment_intent ?? ''));
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!charge)
        throw invalid('This PaymentIntent does not have a successful charge to refund.', {
          code: 'charge_not_refundable',
        });
      const amount = body.amount === undefined ? charge.amount - charge.amount_refunded : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || charge.amount_refunded + amount > charge.amount) {
        throw invalid(
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${charge.amount - charge.amount_refunded})`,
          { param: 'amount' },
        );
      }
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      return {
        status: 200,
        body: {
          id: id('re'),
          object: 'refund',
          amount,
          currency: 'chf',
          payment_intent: intent.id,
          charge: charge.id,
          status: 'succeeded',
        },
      };
    }
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
    res.end(body);
  };

  async function onRequest(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const body = parseForm(Buffer.concat(chunks).toString('utf8'));
    const query = parseForm(url.search.slice(1));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, idempotencyKey, body });

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(
        res,
        401,
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
      );
    }
    const failure = failures.findIndex((f) => !f.pathPrefix || url.pathname.startsWith(f.pathPrefix));
    if (failure >= 0) {
      const { status } = failures.splice(failure, 1)[0]!;
      const type = status === 429 ? 'invalid_request_error' : 'api_error';
      const code = status === 429 ? 'lock_timeout' : undefined;
      // Stripe asks for a retry of a lock timeout; a 5xx is retried by the SDK on its own.
      return send(
        res,
        status,
        JSON.stringify({ error: { type, code, message: 'Temporary failure' } }),
        status === 429 ? { 'stripe-should-retry': 'true' } : {},
      );
    }
    const fingerprint = `${method} ${url.pathname} ${JSON.stringify(body)}`;
    if (idempotencyKey && method === 'POST') {
      const earlier = replays.get(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          return send(
            res,
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            }),
          );
        }
        return send(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
      }
    }
    let status: number;
    let text: string;
    try {
      const answer = handle(method, url.pathname, body, query);
      status = answer.status;
      text = JSON.stringify(answer.body);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      status = error.status;
      text = JSON.stringify({ error: error.error });
    }
    if (idempotencyKey && method === 'POST') replays.set(idempotencyKey, { fingerprint, status, body: text });
    const lost = lostAnswers.findIndex((prefix) => url.pathname.startsWith(prefix));
    if (lost >= 0) {
      lostAnswers.splice(lost, 1);
      return send(res, 500, JSON.stringify({ error: { type: 'api_error', message: 'Answer lost' } }));
    }
    send(res, status, text);
  }

  const server: Server = createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) =>
      send(res, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    secretKey,
    requests,
    intents,
    customers,
    loseNextAnswer(pathPrefix) {
      lostAnswers.push(pathPrefix);
    },
    failNext(status, pathPrefix) {
      failures.push({ status, pathPrefix });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The real Stripe adapter (the official SDK) pointed at this fake. Tests give the clock the webhook tolerance
 * is measured on, and change a setting or two (webhook secret, retries).
 */
export function stripeProviderFor(
  fake: FakeStripe,
  options: Pick<StripeProviderOptions, 'now'> & Partial<StripeProviderOptions>,
) {
  return createStripeProvider({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_fakeStripe',
    webhookSecret: 'whsec_fakeStripe',
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    ...options,
  });
}
