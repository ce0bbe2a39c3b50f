import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopSettings } from '../../db/schema';
import { givenShop, makeBarber, makeService, MONDAY_MORNING } from '../../../test/helpers/booking';
import { askAssistant, type AskExtras } from '../../../test/helpers/assistant';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { withTestApp } from '../../../test/helpers/app-suite';
import { SHOP_HOURS } from '../../../test/helpers/setup';
import type { TestApp } from '../../../test/helpers/test-app';
import { clearShopCache } from '../shop/service';

/**
 * The assistant in four languages through the real server (issue 28 item 7, ADR 0067): a German, French or
 * English question gets the same live answer as the Italian one, in its own language; a message whose words do not
 * tell its language is answered in the visitor's (the `lang` cookie, then Accept-Language, then Italian); the
 * Italian answers stay as they were whatever the visitor's language.
 */
let t: TestApp;
let client: TestUser;
withTestApp((app) => (t = app));

beforeAll(async () => {
  await givenShop(t);
  await t.ctx.db.update(shopSettings).set({ openingHours: SHOP_HOURS.map((d) => ({ ...d })) });
  clearShopCache(t.ctx.db);
  const cut = await makeService(t, { name: 'Taglio', priceRappen: 3500, durationMinutes: 30 });
  const cutBeard = await makeService(t, { name: 'Taglio + Barba', priceRappen: 4500, durationMinutes: 60 });
  const kid = await makeService(t, { name: 'Taglio Bambino', priceRappen: 2500, durationMinutes: 30 });
  await makeBarber(t, { firstName: 'Marco', lastName: 'Bernasconi', services: [cut, cutBeard, kid] });
  client = await makeUser(t, { firstName: 'Giulia' });
});
beforeEach(() => t.clock.set(MONDAY_MORNING));

interface Answer {
  content: string;
  type: string;
  actions: { action: string; label: string; target?: string }[];
  suggestions: string[];
}

const ask = (message: string, extra: AskExtras = {}) => askAssistant<Answer>(t, message, extra);

describe('the haircut price (issue 28, must show)', () => {
  it("'Was kostet ein Haarschnitt?' in German, with the price in CHF", async () => {
    const answer = await ask('Was kostet ein Haarschnitt?');
    expect(answer.content).toBe('Taglio kostet CHF\u00a035.00 und dauert etwa 30 Minuten.');
    expect(answer.actions[0]).toMatchObject({ label: 'Taglio buchen', action: 'navigate' });
    expect(answer.suggestions[0]).toBe('Wann ist der nächste freie Termin für Taglio?');
  });

  it("'Combien coûte une coupe ?' in French, with the price in CHF", async () => {
    const answer = await ask('Combien coûte une coupe ?');
    expect(answer.content).toBe('Taglio coûte CHF\u00a035.00 et dure environ 30 minutes.');
    expect(answer.actions[0]).toMatchObject({ label: 'Réserver Taglio' });
  });

  it("'How much is a haircut?' in English, and the Italian question in Italian whatever the visitor's language", async () => {
    expect((await ask('How much is a haircut?')).content).toBe('Taglio costs CHF\u00a035.00 and takes about 30 minutes.');
    const italian = await ask('Quanto costa un taglio?', { headers: { 'accept-language': 'de-CH,de;q=0.9' } });
    expect(italian.content).toBe('Taglio costa CHF\u00a035.00 e dura circa 30 minuti.');
  });

  it('lists the haircuts with their prices when the words fit several (kids and beard included)', async () => {
    const answer = await ask('Wie viel kostet ein Haarschnitt mit Bart?');
    expect(answer.content).toBe('Taglio + Barba kostet CHF\u00a045.00 und dauert etwa 60 Minuten.');
    const list = await ask('What are your prices?');
    expect(list.content).toMatch(/^Here is our price list:\n/);
    expect(list.content).toContain('• Taglio Bambino: CHF\u00a025.00 (30 min)');
  });
});

describe('the other live answers in the language asked', () => {
  it('opening hours in German, open now in French', async () => {
    const hours = await ask('Wann haben Sie geöffnet?');
    expect(hours.content).toContain('Unsere Öffnungszeiten:\nMontag: 09:00-19:00');
    expect(hours.content).toContain('Sonntag: geschlossen');
    // Monday 08:00 in Zurich: closed, opens at 09:00.
    const now = await ask('Êtes-vous ouverts maintenant ?');
    expect(now.content).toMatch(/^Nous sommes fermés en ce moment\. Nous rouvrons aujourd’hui, lundi 1 juin à 09:00\.$/);
  });

  it('the next free slot in English, with a button that books it', async () => {
    const answer = await ask('When is the next free slot for a haircut?');
    expect(answer.content).toMatch(/^The next free slot for Taglio is today \(Monday, 1 June\) at 09:00 with Marco\./);
    expect(answer.actions[0]).toMatchObject({ label: 'Book at 09:00', action: 'navigate' });
  });

  it('the address in German and the phone in English', async () => {
    expect((await ask('Wo finde ich euch?')).content).toBe('Unsere Adresse: Via Nassa 21, 6900 Lugano.');
    const contact = await ask("What's your phone number?");
    expect(contact.content).toBe('You can call us on +41 91 555 01 23 or email us at info@example.ch.');
    expect(contact.actions.map((a) => a.label)).toContain('Call +41 91 555 01 23');
  });

  it('their next appointment: a guest is asked to log in, a customer without one is told so, in French', async () => {
    const guest = await ask('Quand est mon prochain rendez-vous ?');
    expect(guest.content).toMatch(/^Pour voir vos rendez-vous, connectez-vous/);
    expect(guest.actions[0]).toMatchObject({ label: 'Se connecter', target: '/login' });
    const mine = await ask('Quand est mon prochain rendez-vous ?', { as: client });
    expect(mine.content).toBe('Vous n’avez aucun rendez-vous prévu.');
  });

  it("an FAQ asked in German: the shop's Italian answer, said to be Italian, with German buttons", async () => {
    const answer = await ask('Wie kann ich einen Termin stornieren?');
    expect(answer.type).toBe('faq');
    expect(answer.content).toMatch(/^Diese Antwort gibt es nur auf Italienisch:\nPuoi cancellarlo fino a/);
    expect(answer.actions.map((a) => a.label)).toEqual(['Meine Termine', 'Anrufen: +41 91 555 01 23']);
  });

  it('a question it does not understand, in English', async () => {
    const answer = await ask("What's the weather like in Lugano?");
    expect(answer.type).toBe('fallback');
    expect(answer.content).toMatch(/^Sorry, I did not understand the question\. Perhaps you were looking for one of these answers, or call us on \+41 91 555 01 23\./);
    expect(answer.suggestions).toEqual(['When is the next free slot?', 'What are your opening hours?']);
  });
});

describe("the visitor's language when the words do not tell", () => {
  it('the lang cookie first, then Accept-Language, then Italian', async () => {
    expect((await ask('Merci', { cookies: { lang: 'de' }, headers: { 'accept-language': 'fr-CH' } })).content).toMatch(/^Gern geschehen!/);
    expect((await ask('Merci', { headers: { 'accept-language': 'fr-CH' } })).content).toMatch(/^Avec plaisir!/);
    expect((await ask('ok')).content).toMatch(/^Mi dispiace, non ho capito la domanda\./);
  });

  it('the welcome and the page suggestions in the visitor’s language', async () => {
    const init = await t.call('chatbotInit', { body: {}, headers: { 'accept-language': 'de-CH' }, remoteAddress: '10.3.1.1' });
    const [welcome] = init.json().messages as Answer[];
    expect(welcome!.content).toBe(
      'Grüezi! Ich bin der virtuelle Assistent von Barber Studio Test. Ich nenne Ihnen Preise, Öffnungszeiten und den nächsten freien Termin und helfe Ihnen beim Buchen. Wie kann ich helfen?',
    );
    expect(welcome!.suggestions).toEqual(['Wann ist der nächste freie Termin?', 'Was kostet ein Haarschnitt?', 'Wie sind die Öffnungszeiten?']);
    const help = await t.call('chatbotContextualHelp', { query: { currentPage: '/guest-booking' }, cookies: { lang: 'en' } });
    expect(help.json().suggestions).toEqual([
      'When is the next free slot?',
      'Can I book without choosing a barber?',
      'How do I cancel an appointment?',
      'How can I pay?',
    ]);
  });

  it('the thanks for a feedback in the visitor’s language', async () => {
    const init = await t.call('chatbotInit', { body: {}, cookies: { lang: 'fr' }, remoteAddress: '10.3.1.3' });
    const [welcome] = init.json().messages as { id: string }[];
    const res = await t.call('chatbotFeedback', {
      body: { sessionId: init.json().sessionId, messageId: welcome!.id, feedback: { helpful: true } },
      cookies: { lang: 'fr' },
      remoteAddress: '10.3.1.3',
    });
    expect(res.json()).toEqual({ success: true, message: 'Merci pour votre avis!' });
  });

  it('Italian, as always, for a visitor who asked for no language', async () => {
    const init = await t.call('chatbotInit', { body: {}, remoteAddress: '10.3.1.2' });
    expect(init.json().messages[0].content).toMatch(/^Ciao! Sono l'Assistente Virtuale di Barber Studio Test\./);
  });
});
