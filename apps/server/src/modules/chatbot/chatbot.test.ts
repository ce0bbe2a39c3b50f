import { describe, expect, it, beforeAll } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { chatbotFaqs, chatbotSessions } from '../../db/schema';
import { givenShopWithFreeSlot, makeService } from '../../../test/helpers/booking';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { withTestApp } from '../../../test/helpers/app-suite';
import type { TestApp } from '../../../test/helpers/test-app';
import { createTestApp } from '../../../test/helpers/test-app';
import { CHATBOT_SESSION_RATE, chatbotRate, purgeChatbotData } from './service';
import { invalidateFaqs } from './faq-store';

/** The /chatbot calls and the admin's FAQ routes (issue 16 items 2-4): roles from the session, bad input, limits. */
let t: TestApp;
let client: TestUser;
let otherClient: TestUser;
let admin: TestUser;
let barber: TestUser;
withTestApp((app) => (t = app));

let ipSeq = 0;
/** A fresh address per helper call group, so the per-address limit of one test does not reach another. */
const newIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const ip = newIp();

beforeAll(async () => {
  await givenShopWithFreeSlot(t);
  await makeService(t, { name: 'Taglio Bambino', priceRappen: 2500, durationMinutes: 30 });
  client = await makeUser(t, { firstName: 'Giulia' });
  otherClient = await makeUser(t, { firstName: 'Paolo' });
  admin = await makeUser(t, { role: 'admin', firstName: 'Sara' });
  barber = await makeUser(t, { role: 'barber' });
});

const auth = (user: TestUser | null) => user?.auth ?? {};

async function init(user: TestUser | null = null, body: Record<string, unknown> = {}, remoteAddress = ip) {
  const res = await t.call('chatbotInit', { body, headers: auth(user), remoteAddress });
  return res;
}

async function sessionOf(user: TestUser | null = null): Promise<string> {
  const res = await init(user, { userRole: user?.role ?? 'guest', metadata: { platform: 'web', userAgent: 'test' } });
  expect(res.statusCode).toBe(200);
  return res.json().sessionId as string;
}

function ask(sessionId: string, message: unknown, user: TestUser | null = null, extra: Record<string, unknown> = {}, remoteAddress = ip) {
  return t.callRaw('chatbotMessage', {
    body: { sessionId, message, context: { currentPage: '/', timestamp: Date.now(), userRole: 'guest' }, ...extra },
    headers: auth(user),
    remoteAddress,
  });
}

describe('POST /chatbot/init', () => {
  it('starts a guest session with the welcome message, whatever role the body claims', async () => {
    const res = await init(null, { userRole: 'admin', metadata: { platform: 'web', timestamp: Date.now(), userAgent: 'x' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, userRole: 'guest' });
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ isBot: true, type: 'welcome', actions: [] });
    expect(body.messages[0].content).toContain('Barber Studio Test');
    expect(body.messages[0].suggestions.length).toBeGreaterThan(0);
  });

  it('greets a logged-in customer by name with the client role', async () => {
    const body = (await init(client, { userRole: 'guest' })).json();
    expect(body.userRole).toBe('client');
    expect(body.messages[0].content).toContain('Ciao Giulia!');
  });

  it("resumes the caller's own session with its messages, never someone else's", async () => {
    const id = await sessionOf(client);
    await ask(id, 'ciao', client);
    const again = (await init(client, { sessionId: id })).json();
    expect(again.sessionId).toBe(id);
    expect(again.messages.map((m: { isBot: boolean }) => m.isBot)).toEqual([true, false, true]);
    const stranger = (await init(otherClient, { sessionId: id })).json();
    expect(stranger.sessionId).not.toBe(id);
    expect(stranger.messages).toHaveLength(1);
    const guest = (await init(null, { sessionId: id })).json();
    expect(guest.sessionId).not.toBe(id);
  });

  it('refuses a malformed body in Italian', async () => {
    const res = await init(null, { metadata: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('POST /chatbot/message', () => {
  it("answers 'Quanto costa il taglio bambino?' with the database price in CHF", async () => {
    const id = await sessionOf();
    const res = await ask(id, 'Quanto costa il taglio bambino?');
    expect(res.statusCode).toBe(200);
    const { response } = res.json();
    expect(response).toMatchObject({ isBot: true, type: 'live' });
    // it-CH money: 'CHF 25.00' (with a no-break space, so the amount never wraps away from the currency).
    expect(response.content).toMatch(/Taglio Bambino costa CHF\s25\.00/);
    expect(response.actions[0]).toMatchObject({ action: 'navigate' });
    expect(response.actions[0].target).toMatch(/^\/guest-booking\?serviceId=/);
    expect(response.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses an empty message with 'Messaggio vuoto'", async () => {
    const id = await sessionOf();
    for (const message of ['', '   ', undefined]) {
      const res = await ask(id, message);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Messaggio vuoto');
    }
  });

  it('refuses a message over 1000 characters, in Italian', async () => {
    const id = await sessionOf();
    const res = await ask(id, 'a'.repeat(1001));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Il messaggio è troppo lungo (massimo 1000 caratteri)');
    expect((await ask(id, `quanto costa ${'a'.repeat(980)}`)).statusCode).toBe(200);
  });

  it("answers 404 'Sessione non trovata' for an unknown, malformed or someone else's session", async () => {
    const unknown = await ask('00000000-0000-4000-8000-000000000000', 'ciao');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Sessione non trovata');
    expect((await ask('non-un-id', 'ciao')).statusCode).toBe(404);
    const mine = await sessionOf(client);
    expect((await ask(mine, 'ciao', otherClient)).statusCode).toBe(404);
    expect((await ask(mine, 'ciao', null)).statusCode).toBe(404);
    expect((await ask(mine, 'ciao', client)).statusCode).toBe(200);
  });

  it('answers a guest as a guest even when the context claims admin', async () => {
    const id = await sessionOf();
    const res = await ask(id, "Come modifico le risposte dell'assistente?", null, {
      context: { currentPage: '/admin', userRole: 'admin' },
    });
    const adminFaq = await t.ctx.db.select().from(chatbotFaqs).where(eq(chatbotFaqs.slug, 'admin-chatbot'));
    expect(res.json().response.content).not.toBe(adminFaq[0]!.answer);
    const adminSession = await sessionOf(admin);
    const asAdmin = await ask(adminSession, "Come modifico le risposte dell'assistente?", admin);
    expect(asAdmin.json().response).toMatchObject({ type: 'faq', content: adminFaq[0]!.answer });
  });

  it('says when it does not understand, offers three FAQ and the phone, and records the question', async () => {
    const id = await sessionOf();
    const question = 'Qual è la capitale della Francia?';
    const res = await ask(id, question);
    const { response } = res.json();
    expect(response.type).toBe('fallback');
    expect(response.content).toContain('non ho capito');
    expect(response.content).toContain('+41 91 555 01 23');
    expect(response.actions.filter((a: { action: string }) => a.action === 'faq')).toHaveLength(3);
    expect(response.actions.find((a: { action: string }) => a.action === 'call')).toMatchObject({ target: '+41 91 555 01 23' });
    await ask(id, 'qual è la capitale della francia');
    const list = await t.call('chatbotAdminUnanswered', { as: admin });
    const row = list.json().data.find((q: { question: string }) => q.question.toLowerCase().includes('capitale'));
    expect(row).toMatchObject({ count: 2, userRole: 'guest', currentPage: '/' });
  });

  it('limits the messages of one session', async () => {
    const address = newIp();
    const id = (await init(null, {}, address)).json().sessionId;
    for (let i = 0; i < CHATBOT_SESSION_RATE.max; i++) expect((await ask(id, 'ciao', null, {}, address)).statusCode).toBe(200);
    const res = await ask(id, 'ciao', null, {}, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Troppi messaggi all'assistente/);
  });

  it('limits the messages and the new sessions of one address', async () => {
    // The default public-form limit (30 a minute): 60 messages and 30 new sessions per address.
    const limited = await createTestApp({ publicFormRateLimit: 30 });
    try {
      await givenShopWithFreeSlot(limited);
      const rate = chatbotRate(limited.ctx.config);
      const start = (remoteAddress: string) => limited.call('chatbotInit', { body: {}, remoteAddress });
      let sent = 0;
      let status = 200;
      while (status === 200 && sent <= rate.perAddress.max) {
        const id = (await start('10.9.9.9')).json().sessionId;
        for (let i = 0; i < 15 && status === 200; i++) {
          status = (await limited.call('chatbotMessage', { body: { sessionId: id, message: 'grazie' }, remoteAddress: '10.9.9.9' })).statusCode;
          sent++;
        }
      }
      expect(status).toBe(429);
      expect(sent).toBe(rate.perAddress.max + 1);
      let inits = 0;
      while ((await start('10.9.9.10')).statusCode === 200) inits++;
      expect(inits).toBe(rate.initPerAddress.max);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /chatbot/faqs, /search, /contextual-help, /health', () => {
  it("lists the FAQ of the caller's role, by category and limit", async () => {
    const guest = (await t.call('chatbotFaqs', { query: { userRole: 'admin', limit: '100' } })).json();
    expect(guest.faqs.length).toBeGreaterThan(10);
    expect(guest.faqs.some((f: { category: string }) => f.category === 'admin' || f.category === 'barber')).toBe(false);
    const asAdmin = (await t.call('chatbotFaqs', { query: { limit: '100' }, as: admin })).json();
    expect(asAdmin.faqs.some((f: { category: string }) => f.category === 'admin')).toBe(true);
    const booking = (await t.call('chatbotFaqs', { query: { category: 'booking' } })).json();
    expect(booking.faqs.every((f: { category: string }) => f.category === 'booking')).toBe(true);
    expect((await t.call('chatbotFaqs')).json().faqs).toHaveLength(10);
    expect((await t.call('chatbotFaqs', { query: { limit: '6' } })).json().faqs).toHaveLength(6);
    for (const bad of [{ limit: '0' }, { limit: '101' }, { limit: 'abc' }, { category: 'sport' }]) {
      const res = await t.callRaw('chatbotFaqs', { query: bad });
      expect(res.statusCode).toBe(400);
    }
  });

  it('searches the FAQ with typos, best first', async () => {
    const res = await t.call('chatbotSearch', { query: { query: 'pasword dimenticata' } });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(5);
    expect(results[0].question).toBe('Ho dimenticato la password, cosa faccio?');
    expect(results[0].score).toBeGreaterThan(0);
    expect((await t.call('chatbotSearch', { query: { query: '' } })).statusCode).toBe(400);
    expect((await t.callRaw('chatbotSearch')).statusCode).toBe(400);
  });

  it("searches in the caller's language (ADR 0067) and answers in the owner's translation (ADR 0073)", async () => {
    const question = 'Ich habe mein Passwort vergessen, was tun?';
    await t.ctx.db.execute(sql`update chatbot_faqs set translations = ${JSON.stringify({ de: { question, answer: 'Neues Passwort anfordern.' } })}::jsonb
      where question = 'Ho dimenticato la password, cosa faccio?'`);
    invalidateFaqs(t.ctx);
    const german = await t.call('chatbotSearch', { query: { query: 'Passwort vergessen' }, headers: { 'accept-language': 'de-CH' } });
    expect(german.json().results[0]).toMatchObject({ question, answer: 'Neues Passwort anfordern.' });
    const italian = await t.call('chatbotSearch', { query: { query: 'password dimenticata' } });
    expect(italian.json().results[0].question).toBe('Ho dimenticato la password, cosa faccio?');
  });

  it('suggests questions for the page and the role', async () => {
    const shop = (await t.call('chatbotContextualHelp', { query: { currentPage: '/shop', userRole: 'guest' } })).json();
    expect(shop.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(shop.suggestions).toContain('Come funziona lo shop online?');
    const adminAsGuest = (await t.call('chatbotContextualHelp', { query: { currentPage: '/admin', userRole: 'admin' } })).json();
    expect(adminAsGuest.suggestions).not.toContain('Come cambio prezzi e servizi?');
    const asAdmin = (await t.call('chatbotContextualHelp', { query: { currentPage: '/admin' }, as: admin })).json();
    expect(asAdmin.suggestions).toContain('Come cambio prezzi e servizi?');
    expect((await t.call('chatbotContextualHelp')).statusCode).toBe(200);
  });

  it('reports its health', async () => {
    const res = await t.call('chatbotHealth');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'ok', modelReady: true });
    expect(res.json().faqCount).toBeGreaterThan(20);
  });
});

describe('POST /chatbot/feedback', () => {
  it("counts helpful / not helpful on the FAQ answered, replacing a changed vote", async () => {
    const id = await sessionOf();
    const answer = (await ask(id, 'come faccio a prenotare?')).json().response;
    expect(answer.type).toBe('faq');
    const vote = (helpful: boolean) =>
      t.call('chatbotFeedback', { body: { sessionId: id, messageId: answer.id, feedback: { helpful, timestamp: Date.now() } } });
    const res = await vote(true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Grazie per il tuo feedback!' });
    const rate = async () => {
      const list = (await t.call('chatbotAdminFaqs', { as: admin })).json().data;
      return list.find((f: { question: string }) => f.question === 'Come prenoto un appuntamento?');
    };
    expect(await rate()).toMatchObject({ successRate: 100, helpfulCount: 1, notHelpfulCount: 0 });
    await vote(false);
    expect(await rate()).toMatchObject({ successRate: 0, helpfulCount: 0, notHelpfulCount: 1 });
    await vote(false);
    expect(await rate()).toMatchObject({ helpfulCount: 0, notHelpfulCount: 1 });
  });

  it('answers 404 for an unknown session or message, 400 for a bad body', async () => {
    const id = await sessionOf();
    const welcome = (await init(null, { sessionId: id })).json().messages[0].id;
    const post = (payload: unknown) => t.callRaw('chatbotFeedback', { body: payload });
    expect((await post({ sessionId: id, messageId: welcome, feedback: { helpful: true } })).statusCode).toBe(200);
    const noSession = await post({ sessionId: '00000000-0000-4000-8000-000000000000', messageId: welcome, feedback: { helpful: true } });
    expect(noSession.statusCode).toBe(404);
    expect(noSession.json().message).toBe('Sessione non trovata');
    const noMessage = await post({ sessionId: id, messageId: '00000000-0000-4000-8000-000000000000', feedback: { helpful: true } });
    expect(noMessage.statusCode).toBe(404);
    expect((await post({ sessionId: id, messageId: welcome })).statusCode).toBe(400);
    expect((await post({ sessionId: id, messageId: welcome, feedback: { helpful: 'si' } })).statusCode).toBe(400);
  });
});

describe('admin FAQ and unanswered questions', () => {
  const faqBody = {
    question: 'Fate anche la piega ai capelli lunghi?',
    answer: 'Sì, la piega si prenota come servizio a parte.',
    category: 'general',
    roles: ['guest', 'client'],
    keywords: ['piega', 'capelli lunghi', 'phon'],
  };

  it('is closed to guests (401), customers and barbers (403)', async () => {
    const unknown = { id: '00000000-0000-4000-8000-000000000000' };
    for (const [route, params] of [
      ['chatbotAdminFaqs'],
      ['chatbotAdminFaqCreate'],
      ['chatbotAdminFaqUpdate', unknown],
      ['chatbotAdminFaqDelete', unknown],
      ['chatbotAdminUnanswered'],
      ['chatbotAdminUnansweredDismiss', unknown],
    ] as const) {
      expect((await t.callRaw(route, { params, body: faqBody })).statusCode).toBe(401);
      expect((await t.callRaw(route, { params, body: faqBody, as: client })).statusCode).toBe(403);
      expect((await t.callRaw(route, { params, body: faqBody, as: barber })).statusCode).toBe(403);
    }
  });

  it('creates an entry the assistant answers with at once, updates and deletes it', async () => {
    const created = await t.callRaw('chatbotAdminFaqCreate', { body: faqBody, as: admin });
    expect(created.statusCode).toBe(201);
    const faq = created.json().data;
    expect(faq).toMatchObject({ question: faqBody.question, isDefault: false, isActive: true, successRate: null });
    const id = await sessionOf();
    expect((await ask(id, 'fate la piega?')).json().response.content).toBe(faqBody.answer);

    const changed = { ...faqBody, answer: 'Sì: chiedila al barbiere quando prenoti.' };
    const updated = await t.callRaw('chatbotAdminFaqUpdate', { params: { id: faq.id }, body: changed, as: admin });
    expect(updated.statusCode).toBe(200);
    expect((await ask(id, 'fate la piega?')).json().response.content).toBe(changed.answer);

    const gone = await t.call('chatbotAdminFaqDelete', { params: { id: faq.id }, as: admin });
    expect(gone.json()).toEqual({ success: true, message: 'FAQ eliminata' });
    expect((await ask(id, 'fate la piega?')).json().response.content).not.toBe(changed.answer);
    const again = await t.call('chatbotAdminFaqDelete', { params: { id: faq.id }, as: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('FAQ non trovata');
  });

  it('refuses bad FAQ input in Italian', async () => {
    for (const bad of [{ ...faqBody, question: 'ab' }, { ...faqBody, roles: [] }, { ...faqBody, category: 'sport' }, { ...faqBody, answer: '' }]) {
      const res = await t.callRaw('chatbotAdminFaqCreate', { body: bad, as: admin });
      expect(res.statusCode).toBe(400);
    }
  });

  it('turns an unanswered question into an FAQ and removes it from the list', async () => {
    const id = await sessionOf();
    await ask(id, 'fate i massaggi al cuoio capelluto?');
    const list = (await t.call('chatbotAdminUnanswered', { as: admin })).json().data;
    const row = list.find((q: { question: string }) => q.question.includes('massaggi'));
    expect(row).toBeDefined();
    const created = await t.callRaw('chatbotAdminFaqCreate', {
      body: { ...faqBody, question: 'Fate massaggi al cuoio capelluto?', answer: 'Sì, durante lo shampoo.', keywords: ['massaggio', 'cuoio capelluto'], unansweredId: row.id },
      as: admin,
    });
    expect(created.statusCode).toBe(201);
    const after = (await t.call('chatbotAdminUnanswered', { as: admin })).json().data;
    expect(after.some((q: { id: string }) => q.id === row.id)).toBe(false);
    await ask(id, 'qual è il senso della vita?');
    const other = (await t.call('chatbotAdminUnanswered', { as: admin })).json().data[0];
    const dismissed = await t.call('chatbotAdminUnansweredDismiss', { params: { id: other.id }, as: admin });
    expect(dismissed.statusCode).toBe(200);
    expect((await t.call('chatbotAdminUnansweredDismiss', { params: { id: other.id }, as: admin })).statusCode).toBe(404);
  });
});

describe('retention (30 days, ADR 0009)', () => {
  it('deletes sessions, their messages and the unanswered questions 30 days after the last use', async () => {
    const start = t.clock.now();
    const old = await sessionOf();
    await ask(old, 'xyzzy plugh');
    t.clock.advance(20 * 86_400_000);
    const recent = await sessionOf();
    await ask(recent, 'ciao');
    t.clock.advance(11 * 86_400_000);
    const removed = await purgeChatbotData(t.ctx);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.select().from(chatbotSessions).where(eq(chatbotSessions.id, old))).toHaveLength(0);
    expect(await t.ctx.db.select().from(chatbotSessions).where(eq(chatbotSessions.id, recent))).toHaveLength(1);
    expect((await ask(old, 'ciao')).statusCode).toBe(404);
    const unanswered = (await t.call('chatbotAdminUnanswered', { as: admin })).json().data;
    expect(unanswered.some((q: { question: string }) => q.question === 'xyzzy plugh')).toBe(false);
    t.clock.set(start);
  });
});
