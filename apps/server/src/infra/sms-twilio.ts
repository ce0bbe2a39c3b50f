import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { PermanentSendError, type SmsTransport } from './mailer';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio phone number in E.164 ('+41...') or a Messaging Service sid ('MG...'). */
  from: string;
  /**
   * Where Twilio's REST API lives; https://api.twilio.com unless set (tests point it at a local fake that speaks
   * the same API, apps/server/test/helpers/fake-twilio.ts).
   */
  apiBaseUrl?: string | undefined;
  /** Per-request timeout (ms); the job retries later on a timeout. */
  timeoutMs?: number;
}

const TWILIO_API = 'https://api.twilio.com';

/**
 * The official client sends every request through its RequestClient; this one only rewrites Twilio's fixed
 * origin to another base (the fake), leaving paths, form encoding and basic auth to the library.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly base: string,
    timeoutMs: number,
  ) {
    super({ timeout: timeoutMs });
  }

  override request<T>(opts: RequestClient.RequestOptions<T>) {
    const uri = opts.uri.startsWith(TWILIO_API)
      ? `${this.base.replace(/\/+$/, '')}${opts.uri.slice(TWILIO_API.length)}`
      : opts.uri;
    return super.request<T>({ ...opts, uri });
  }
}

/** Twilio's error codes for a recipient that no retry can reach (invalid, unreachable, opted out, blocked). */
const PERMANENT_TWILIO_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614, 21617, 21635]);

/**
 * SMS through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json) with the official `twilio`
 * library. A refusal of the message itself (4xx other than 429, or a known undeliverable-number code) is
 * permanent: the message is marked failed and not retried. Anything else (5xx, 429, network) is retried by the jobs
 * with backoff.
 */
export function twilioSmsTransport(config: TwilioConfig): SmsTransport {
  const timeoutMs = config.timeoutMs ?? 15_000;
  const client = twilio(config.accountSid, config.authToken, {
    httpClient: new RebasedRequestClient(config.apiBaseUrl ?? TWILIO_API, timeoutMs),
  });
  const sender = config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from };
  return {
    name: 'twilio',
    async send(message) {
      try {
        const sent = await client.messages.create({ to: message.to, body: message.text, ...sender });
        return { providerId: sent.sid };
      } catch (error) {
        const e = error as { status?: number; code?: number; message?: string };
        const detail = `Twilio${e.status ? ` ${e.status}` : ''}${e.code ? ` (codice ${e.code})` : ''}: ${e.message ?? String(error)}`;
        const permanent =
          (e.code !== undefined && PERMANENT_TWILIO_CODES.has(e.code)) ||
          (e.status !== undefined &&
            e.status >= 400 &&
            e.status < 500 &&
            e.status !== 429 &&
            e.status !== 401 &&
            e.status !== 403);
        throw permanent ? new PermanentSendError(detail) : new Error(detail);
      }
    },
  };
}
