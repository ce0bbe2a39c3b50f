import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatFaqInput } from '@barber/shared/contract/chatbot';
import { chatbotTextsFr } from '@barber/shared/messages/chatbot-fr';
import { givenShopWithFreeSlot } from '../../../test/helpers/booking';
import { askAssistant } from '../../../test/helpers/assistant';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { withTestApp } from '../../../test/helpers/app-suite';
import type { TestApp } from '../../../test/helpers/test-app';

/**
 * An FAQ in four languages (issue 28 item 5, ADR 0073): the owner writes an entry's question and answer in German,
 * French and English; a question asked in one of them is matched against the owner's question there and answered
 * with the owner's answer there, or, with no answer written there, with the Italian after the line saying so.
 */
let t: TestApp;
let admin: TestUser;
let client: TestUser;
let barber: TestUser;
let faqId: string;
withTestApp((app) => (t = app));

const DOG: ChatFaqInput = {
  question: 'Posso portare il mio cane in negozio?',
  answer: 'Sì, i cani tranquilli sono i benvenuti: c’è una ciotola d’acqua all’ingresso.',
  category: 'general',
  roles: ['guest', 'client'],
  keywords: ['cane', 'animali'],
};
const GERMAN = {
  question: 'Darf ich meinen Hund in den Laden mitbringen?',
  answer: 'Ja, ruhige Hunde sind willkommen: beim Eingang steht eine Wasserschale.',
};

beforeAll(async () => {
  await givenShopWithFreeSlot(t);
  admin = await makeUser(t, { role: 'admin', firstName: 'Sara' });
  client = await makeUser(t, { firstName: 'Giulia' });
  barber = await makeUser(t, { role: 'barber' });
  faqId = (await t.call('chatbotAdminFaqCreate', { body: DOG, as: admin })).json().data.id;
});

const ask = (message: string, headers: Record<string, string> = {}) => askAssistant(t, message, { headers });
const stored = async () =>
  (await t.call('chatbotAdminFaqs', { as: admin })).json().data.find((f: { id: string }) => f.id === faqId)
    .translations;

describe('an FAQ the owner wrote, in four languages', () => {
  it('only the admin saves translations: guest 401, client and barber 403; an unknown entry 404', async () => {
    const call = { params: { id: faqId }, body: { de: GERMAN } };
    expect((await t.callRaw('chatbotAdminFaqTranslations', call)).statusCode).toBe(401);
    expect((await t.callRaw('chatbotAdminFaqTranslations', { ...call, as: client })).statusCode).toBe(403);
    expect((await t.callRaw('chatbotAdminFaqTranslations', { ...call, as: barber })).statusCode).toBe(403);
    const unknown = await t.call('chatbotAdminFaqTranslations', {
      as: admin,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { de: GERMAN },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await stored()).toEqual({});
  });

  it("answers a German question with the owner's German answer, a French one with the Italian after the note", async () => {
    // Before: the German index knows no phrasing of an entry the owner wrote.
    expect((await ask(GERMAN.question)).content).not.toContain(DOG.answer);

    const saved = await t.call('chatbotAdminFaqTranslations', {
      as: admin,
      params: { id: faqId },
      body: {
        de: { question: ` ${GERMAN.question} `, answer: GERMAN.answer },
        fr: { question: 'Puis-je venir avec mon chien ?', answer: '' },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Traduzioni salvate.');
    expect(saved.json().data.translations).toEqual({
      de: GERMAN,
      fr: { question: 'Puis-je venir avec mon chien ?' },
    });
    expect(await stored()).toEqual(saved.json().data.translations);

    // Matched on the German question's own words, with no header telling the language.
    expect(await ask('Darf ich meinen Hund mitbringen?')).toMatchObject({
      type: 'faq',
      content: GERMAN.answer,
    });
    expect(await ask('Darf ich den Hund mitbringen?', { 'accept-language': 'de-CH' })).toMatchObject({
      type: 'faq',
      content: GERMAN.answer,
    });
    expect(await ask('Puis-je venir avec mon chien ?')).toMatchObject({
      type: 'faq',
      content: `${chatbotTextsFr.faqInItalian}\n${DOG.answer}`,
    });
    expect(await ask('Posso portare il cane?', { 'accept-language': 'de-CH' })).toMatchObject({
      type: 'faq',
      content: DOG.answer,
    });

    // The widget's list offers the entry as the assistant understands it in the visitor's language.
    const list = await t.call('chatbotFaqs', {
      query: { limit: 50 },
      headers: { 'accept-language': 'de-CH' },
    });
    expect(list.headers.vary).toMatch(/Accept-Language/);
    expect(list.json().faqs.find((f: { id: string }) => f.id === faqId)).toMatchObject(GERMAN);
    const italian = await t.call('chatbotFaqs', { query: { limit: 50 } });
    expect(italian.json().faqs.find((f: { id: string }) => f.id === faqId)).toMatchObject({
      question: DOG.question,
      answer: DOG.answer,
    });
  });

  it("refuses a text over the Italian field's limit or an unknown language, in the caller's language, changing nothing", async () => {
    const before = await stored();
    const long = { de: { answer: 'x'.repeat(2001) } };
    const italian = await t.call('chatbotAdminFaqTranslations', {
      as: admin,
      params: { id: faqId },
      body: long,
    });
    expect(italian.statusCode).toBe(400);
    expect(italian.json().message).toContain('Il testo tradotto è troppo lungo');
    const german = await t.call('chatbotAdminFaqTranslations', {
      as: admin,
      params: { id: faqId },
      body: long,
      headers: { 'accept-language': 'de-CH' },
    });
    expect(german.json().message).toContain('Der übersetzte Text ist zu lang');
    for (const bad of [
      { es: { question: '¿Puedo traer a mi perro?' } },
      { de: { keywords: 'Hund' } },
      { de: { question: ['Hund'] } },
    ]) {
      const res = await t.callRaw('chatbotAdminFaqTranslations', {
        as: admin,
        params: { id: faqId },
        body: bad,
      });
      expect(`${JSON.stringify(bad)} ${res.statusCode}`).toBe(`${JSON.stringify(bad)} 400`);
    }
    expect(await stored()).toEqual(before);
  });
});
