import { expect } from 'vitest';
import type { TestUser } from './factories';
import type { TestApp } from './test-app';

let sequence = 0;

/** Who asks: a signed-in user (else a guest), and the headers or cookies that say the visitor's language. */
export interface AskExtras {
  as?: TestUser | null;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/**
 * One question to the assistant in a conversation of its own, from an address of its own (the per-address limits
 * never speak in a test that did not ask them to); both calls must succeed. Answers the assistant's reply.
 */
export async function askAssistant<Reply = { content: string; type: string }>(
  t: TestApp,
  message: string,
  extra: AskExtras = {},
): Promise<Reply> {
  sequence += 1;
  const remoteAddress = `10.9.${Math.floor(sequence / 250)}.${sequence % 250}`;
  const headers = { ...extra.as?.auth, ...extra.headers };
  const cookies = extra.cookies ? { cookies: extra.cookies } : {};
  const init = await t.call('chatbotInit', { body: {}, headers, remoteAddress, ...cookies });
  expect(init.statusCode).toBe(200);
  const res = await t.call('chatbotMessage', {
    body: { sessionId: init.json().sessionId, message },
    headers,
    remoteAddress,
    ...cookies,
  });
  expect(res.statusCode).toBe(200);
  return res.json().response as Reply;
}
