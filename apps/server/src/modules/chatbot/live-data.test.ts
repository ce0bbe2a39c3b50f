import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopSettings } from '../../db/schema';
import { givenShop, makeBarber, makeService, MONDAY_MORNING, type BarberRow, type ServiceRow } from '../../../test/helpers/booking';
import { askAssistant } from '../../../test/helpers/assistant';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { makeProduct } from '../../../test/helpers/shop';
import { withTestApp } from '../../../test/helpers/app-suite';
import { SHOP_HOURS } from '../../../test/helpers/setup';
import type { TestApp } from '../../../test/helpers/test-app';
import { clearShopCache } from '../shop/service';

/**
 * The assistant's live answers against the database (issue 16 items 3 and 5): a price the admin changes is
 * answered at once; the next free slot is the first one the booking page's availability call offers; a booked
 * slot is no longer proposed; hours and open-now follow the shop's settings and the server's clock.
 */
let t: TestApp;
let admin: TestUser;
let client: TestUser;
let kid: ServiceRow;
let cutBeard: ServiceRow;
let marco: BarberRow;
withTestApp((app) => (t = app));

const WEEK = SHOP_HOURS;

beforeAll(async () => {
  await givenShop(t);
  await t.ctx.db.update(shopSettings).set({ openingHours: WEEK.map((d) => ({ ...d })) });
  clearShopCache(t.ctx.db);
  kid = await makeService(t, { name: 'Taglio Bambino', priceRappen: 2500, durationMinutes: 30 });
  cutBeard = await makeService(t, { name: 'Taglio + Barba', priceRappen: 4500, durationMinutes: 60 });
  marco = await makeBarber(t, { firstName: 'Marco', lastName: 'Bernasconi', services: [kid, cutBeard] });
  await makeBarber(t, { firstName: 'Luca', lastName: 'Ferrari', services: [cutBeard] });
  admin = await makeUser(t, { role: 'admin' });
  client = await makeUser(t, { firstName: 'Giulia' });
});
beforeEach(() => t.clock.set(MONDAY_MORNING));

type Reply = { content: string; type: string; actions: { action: string; target?: string; label: string }[] };
const askAs = (user: TestUser | null, message: string) => askAssistant<Reply>(t, message, { as: user });
const ask = (message: string) => askAs(null, message);

async function firstOffered(barberId: string, serviceId: string, date: string, from = '00:00'): Promise<string> {
  const res = await t.call('publicAvailableSlots', {
    query: { barberId, date, duration: '30', serviceId },
  });
  expect(res.statusCode).toBe(200);
  const free = (res.json() as { time: string; available: boolean }[]).filter((s) => s.available && s.time >= from);
  return free[0]!.time;
}

describe('prices', () => {
  it('answers the price the admin has just changed', async () => {
    expect((await ask('Quanto costa il taglio bambino?')).content).toMatch(/Taglio Bambino costa CHF\s25\.00/);
    const res = await t.call('updateService', {
      params: { id: kid.id },
      body: { name: 'Taglio Bambino', price: 27.5, duration: 30 },
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    expect((await ask('qunto costa un taglio per bimbi?')).content).toMatch(/Taglio Bambino costa CHF\s27\.50/);
    expect((await ask('quanto costa un taglio e barba')).content).toMatch(/Taglio \+ Barba costa CHF\s45\.00 e dura circa 60 minuti/);
  });

  it('lists every price when the service is not named, and never a price that is not in the database', async () => {
    const answer = await ask('avete un listino prezzi?');
    expect(answer.content).toMatch(/Taglio Bambino: CHF\s27\.50 \(30 min\)/);
    expect(answer.content).toMatch(/Taglio \+ Barba: CHF\s45\.00 \(60 min\)/);
    const prices = answer.content.match(/CHF\s\d+\.\d{2}/g)!;
    expect(prices).toHaveLength(2);
  });
});

describe('the next free slot', () => {
  it('is the first time the booking page offers, with an action that books it', async () => {
    const expected = await firstOffered(marco.id, kid.id, '2026-06-02', '12:00');
    const answer = await ask('Marco ha posto domani pomeriggio per il taglio bambino?');
    expect(answer.content).toContain(`domani, martedì 2 giugno alle ${expected}`);
    const book = answer.actions.find((a) => a.action === 'navigate')!;
    expect(book.target).toBe(`/guest-booking?serviceId=${kid.id}&barberId=${marco.id}&date=2026-06-02&time=${expected.replace(':', '%3A')}`);
  });

  it('today: the first free time after now on the shop clock', async () => {
    t.clock.set('2026-06-01T08:20:00Z'); // 10:20 in Lugano
    const expected = await firstOffered(marco.id, kid.id, '2026-06-01');
    expect(expected >= '10:30').toBe(true);
    expect((await ask('marco è libero oggi per un taglio bambino?')).content).toContain(`oggi, lunedì 1 giugno alle ${expected}`);
  });

  it('is no longer proposed once booked', async () => {
    const question = 'Qual è il primo posto libero con Marco mercoledì per il taglio bambino?';
    const before = await firstOffered(marco.id, kid.id, '2026-06-03');
    expect((await ask(question)).content).toContain(`alle ${before}`);
    const booked = await t.call('guestBooking', {
      body: {
        firstName: 'Anna',
        lastName: 'Neri',
        email: 'anna.neri@example.ch',
        phone: '079 123 45 67',
        barberId: marco.id,
        serviceId: kid.id,
        date: '2026-06-03',
        time: before,
      },
    });
    expect(booked.statusCode).toBe(201);
    const after = await firstOffered(marco.id, kid.id, '2026-06-03');
    expect(after).not.toBe(before);
    const answer = await ask(question);
    expect(answer.content).toContain(`alle ${after}`);
    expect(answer.content).not.toContain(`alle ${before}`);
  });

  it("with any barber, names the barber who takes the time and respects the barber's services", async () => {
    const answer = await ask('primo posto libero per taglio e barba sabato mattina');
    expect(answer.content).toMatch(/sabato 6 giugno alle 09:00 con (Marco|Luca)/);
    expect((await ask('luca ha posto domani per il taglio bambino?')).content).toContain('Luca non offre Taglio Bambino');
  });

  it('without a service named, looks for a haircut and says so', async () => {
    const answer = await ask('avete posto domani?');
    expect(answer.content).toContain('per Taglio + Barba');
    expect(answer.content).toContain('ho cercato per Taglio + Barba');
    expect(answer.actions[0]!.target).toContain(`serviceId=${cutBeard.id}`);
  });

  it('on a closed day proposes the next open one', async () => {
    const answer = await ask('avete posto domenica per taglio e barba?');
    expect(answer.content).toContain("domenica 7 giugno non c'è più posto");
    expect(answer.content).toContain('lunedì 8 giugno alle 09:00');
  });
});

describe('the shop', () => {
  it('says whether it is open now on the shop clock', async () => {
    expect((await ask('siete aperti adesso?')).content).toBe('In questo momento siamo chiusi. Riapriamo oggi, lunedì 1 giugno alle 09:00.');
    t.clock.set('2026-06-01T10:00:00Z'); // 12:00 in Lugano
    expect((await ask('siete aperti adesso?')).content).toBe('Sì, adesso siamo aperti: oggi fino alle 19:00.');
    t.clock.set('2026-06-06T15:30:00Z'); // Saturday 17:30
    expect((await ask('è aperto ora?')).content).toBe('In questo momento siamo chiusi. Riapriamo lunedì 8 giugno alle 09:00.');
  });

  it('gives the hours, one day, the address and the phone from the settings', async () => {
    expect((await ask('orari di apertura')).content).toContain('Sabato: 09:00-17:00\nDomenica: chiuso');
    expect((await ask('siete aperti sabato?')).content).toBe('Sabato 6 giugno siamo aperti dalle 09:00 alle 17:00.');
    expect((await ask('dove siete?')).content).toBe('Ci trovi in Via Nassa 21, 6900 Lugano.');
    const contact = await ask('numero di telefono?');
    expect(contact.content).toContain('+41 91 555 01 23');
    expect(contact.actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'call', target: '+41 91 555 01 23' }),
        expect.objectContaining({ action: 'whatsapp', target: '41915550123', newTab: true }),
      ]),
    );
  });

  it('lists the products in stock of a category, never the sold-out ones', async () => {
    await makeProduct(t, { name: 'Cera Opaca', category: 'wax', inventoryQuantity: 4, priceRappen: 1800 });
    await makeProduct(t, { name: 'Cera Lucida', category: 'wax', inventoryQuantity: 0 });
    const answer = await ask('avete la cera per capelli?');
    expect(answer.content).toMatch(/Cera Opaca \(Test\): CHF\s18\.00, Scorte limitate/);
    expect(answer.content).not.toContain('Cera Lucida');
  });
});

describe("the customer's own data", () => {
  it('gives the next appointment to its owner only', async () => {
    const booked = await t.call('bookAppointment', {
      body: { barberId: marco.id, serviceId: kid.id, date: '2026-06-04', time: '15:00' },
      as: client,
    });
    expect(booked.statusCode).toBe(201);
    const mine = await askAs(client, 'quando è il mio prossimo appuntamento?');
    expect(mine.content).toContain('Taglio Bambino con Marco, giovedì 4 giugno alle 15:00');
    const stranger = await askAs(await makeUser(t), 'quando è il mio prossimo appuntamento?');
    expect(stranger.content).toBe('Non hai appuntamenti in programma.');
    expect((await ask('quando è il mio prossimo appuntamento?')).content).toMatch(/^Per vedere i tuoi appuntamenti accedi/);
  });

  it('gives the state of the last order', async () => {
    const product = await makeProduct(t, { name: 'Shampoo Menta', category: 'shampoo', inventoryQuantity: 10 });
    const order = await t.call('createOrder', {
      body: {
        items: [{ productId: product.id, quantity: 1 }],
        customerDetails: { name: 'Giulia Test', email: 'giulia@example.ch', phone: '+41 79 555 12 34', address: 'Via Cattedrale 4', postalCode: '6900', city: 'Lugano' },
        paymentMethod: 'cash',
      },
      as: client,
    });
    expect(order.statusCode).toBe(201);
    const answer = await askAs(client, 'a che punto è il mio ordine?');
    expect(answer.content).toMatch(/^Il tuo ultimo ordine n\. \S+ \(oggi, CHF\s24\.50\) è nello stato «/);
  });
});
