import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSmsTransport, type TwilioConfig } from '../../src/infra/sms-twilio';

/**
 * A local stand-in for Twilio's REST API, speaking the part the SMS adapter uses: form-encoded
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth (AccountSid:AuthToken), answered with
 * Twilio's JSON message resource (201) or its error shape ({code, message, more_info, status}).
 */
export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Messages accepted (201), in order. */
  messages: FakeTwilioMessage[];
  /** Every request, accepted or not. */
  requests: { path: string; authorized: boolean; form: Record<string, string> }[];
  /** The next `count` requests answer this HTTP status with Twilio's error body (500: code 20500). */
  failNext(count: number, status?: number, code?: number, message?: string): void;
  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const E164 = /^\+[1-9]\d{6,14}$/;

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const from = '+41445550000';
  const messages: FakeTwilioMessage[] = [];
  const requests: FakeTwilio['requests'] = [];
  const failures: { status: number; code: number; message: string }[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    send(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const auth = req.headers.authorization ?? '';
      const [user, pass] = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':');
      const authorized = auth.startsWith('Basic ') && user === accountSid && pass === authToken;
      requests.push({ path, authorized, form });

      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      if (!match || req.method !== 'POST')
        return error(res, 404, 20404, 'The requested resource was not found');
      if (!authorized || match[1] !== accountSid) return error(res, 401, 20003, 'Authenticate');
      if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return error(res, 400, 20001, 'Content-Type must be application/x-www-form-urlencoded');
      }
      const failure = failures.shift();
      if (failure) return error(res, failure.status, failure.code, failure.message);
      if (!form.To) return error(res, 400, 21604, "A 'To' phone number is required.");
      if (!E164.test(form.To))
        return error(res, 400, 21211, `The 'To' number ${form.To} is not a valid phone number.`);
      if (!form.From && !form.MessagingServiceSid)
        return error(res, 400, 21603, "A 'From' phone number is required.");
      if (!form.Body) return error(res, 400, 21602, 'Message body is required.');

      const sid = `SM${hex(16)}`;
      const now = new Date().toUTCString().replace('GMT', '+0000');
      messages.push({
        sid,
        to: form.To,
        from: form.From ?? null,
        messagingServiceSid: form.MessagingServiceSid ?? null,
        body: form.Body,
      });
      send(res, 201, {
        account_sid: accountSid,
        api_version: '2010-04-01',
        body: form.Body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid,
        status: 'queued',
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
        to: form.To,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    from,
    messages,
    requests,
    failNext(count, status = 500, code = 20500, message = 'An internal server error has occurred') {
      for (let i = 0; i < count; i++) failures.push({ status, code, message });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The real SMS adapter pointed at the fake, with its credentials and sender; `overrides` change a setting or two. */
export const twilioTransportFor = (fake: FakeTwilio, overrides: Partial<TwilioConfig> = {}) =>
  twilioSmsTransport({
    accountSid: fake.accountSid,
    authToken: fake.authToken,
    from: fake.from,
    apiBaseUrl: fake.url,
    ...overrides,
  });
