import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, getConfig, screen, waitFor, within } from '@testing-library/react';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { Role } from '@barber/shared/schemas/auth';
import type { CallAnswer } from '@barber/shared/contract/call';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { stubApi } from '../../test-api';
import { makeAppointment, makeAuth, makeUser, renderRoutes, shopInfo } from '../../test-utils';
import HomePage from './home-page';
import { SECTION_IDS } from './section-scroll';

const shop: ShopInfo = {
  ...shopInfo,
  tagline: 'Il barbiere di fiducia a Lugano',
  phone: '+41 91 123 45 67',
  email: 'info@studio.example',
  openingHours: [
    { day: 'monday', open: true, startTime: '14:00', endTime: '18:00' },
    { day: 'sunday', open: false, startTime: null, endTime: null },
  ],
};

// Prices as the database has them: deliberately not the spec's defaults, so a hard-coded price would show.
const services = [
  { _id: 's1', name: 'Taglio + Shampoo', price: 32, duration: 30, description: null, isActive: true },
  { _id: 's2', name: 'Barba Modellata', price: 26.5, duration: 30, description: null, isActive: true },
  { _id: 's3', name: 'Tinta', price: 40, duration: 45, description: null, isActive: true },
];
const week = (hours: Record<string, [string, string, [string, string]?]>) =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => {
    const [startTime = null, endTime = null, pause] = hours[day] ?? [];
    return {
      day,
      isWorking: startTime !== null,
      startTime,
      endTime,
      hasBreak: !!pause,
      breakStart: pause?.[0] ?? null,
      breakEnd: pause?.[1] ?? null,
    };
  });
const barbers = [
  {
    _id: 'b1',
    firstName: 'Marco',
    lastName: 'Bianchi',
    bio: 'Maestro barbiere dal 2012.',
    services: ['Taglio + Shampoo', 'Barba Modellata'],
    serviceIds: ['s1', 's2'],
    // Monday from 15:00 with a break while the shop opens at 14:00; Tuesday too, when the shop is closed.
    workingHours: week({ monday: ['15:00', '18:00', ['16:00', '16:30']], tuesday: ['09:00', '17:00'] }),
    vacations: [],
    profileImage: { url: '/uploads/marco.webp' },
  },
  {
    _id: 'b2',
    firstName: 'Luca',
    lastName: 'Rossi',
    bio: null,
    services: [],
    serviceIds: [],
    workingHours: week({}),
    vacations: [],
    profileImage: null,
  },
];

const closedQueue = { enabled: false, currentWaitMinutes: null, entries: [] };

function renderHome(
  role: Role | null,
  data: CallAnswer<'shopState'>['data'] = { configured: true, ...shop },
  path = '/',
  appointments: Appointment[] = [],
  walkIns: CallAnswer<'walkInQueue'>['data'] = closedQueue,
) {
  const api = stubApi({
    walkInQueue: { success: true, data: walkIns },
    shopState: { success: true, data },
    activeServices: services,
    publicBarbers: barbers,
    myAppointments: appointments,
    products: { success: true, data: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } },
    productCategories: { success: true, data: [], labels: {} },
  });
  renderRoutes([{ path: '/', element: <HomePage /> }], {
    path,
    auth: makeAuth(role ? makeUser({ role, firstName: 'Luca' }) : null),
  });
  return api;
}

/** The notice in place of the shop's sections (the loading spinner is a status too). */
const setupNotice = () =>
  waitFor(() => {
    const found = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('Le prenotazioni online apriranno'));
    if (!found) throw new Error('no setup notice');
    return found;
  });

const hero = () => screen.getByRole('region', { name: 'Studio Test' });
const heroLink = (name: string) => within(hero()).getByRole('link', { name }).getAttribute('href');
const serviceCard = (name: string) => screen.getByRole('button', { name: `Dettagli: ${name}` });
/** Text with the no-break spaces of Intl's currency format as plain spaces. */
const plain = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');

afterEach(() => {
  vi.useRealTimers();
});

// The page's lazy parts (api address table, dialogs) are compiled on their first import: a slow shared
// machine needs more than the default second for that.
const defaultTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }));

describe('HomePage', () => {
  it('logged out: the slogan, three ways in and the digital business card', async () => {
    renderHome(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio Test' })).toBeTruthy();
    expect(within(hero()).getByText('Il barbiere di fiducia a Lugano')).toBeTruthy();
    expect(screen.getByText('Prenota 24h su 24, 7 giorni su 7.')).toBeTruthy();
    expect(heroLink('Accedi')).toBe('/login');
    expect(heroLink('Registrati')).toBe('/register');
    expect(heroLink('Prenota come ospite')).toBe('/guest-booking');
    expect(within(hero()).getByRole('button', { name: /Biglietto da Visita/i })).toBeTruthy();
  });

  it.each([
    ['admin', 'Dashboard Admin', '/admin'],
    ['barber', 'Pannello Barbiere', '/barber'],
    ['client', 'Prenota Ora', '/booking'],
  ] as const)('welcomes a logged-in %s by name with the button %s', async (role, label, to) => {
    renderHome(role);
    await screen.findByRole('heading', { level: 1, name: 'Studio Test' });
    expect(screen.getByText('Ciao, Luca!')).toBeTruthy();
    expect(heroLink(label)).toBe(to);
    expect(screen.queryByText('Prenota 24h su 24, 7 giorni su 7.')).toBeNull();
  });

  it('has every section of the spec, in its order, with its anchor, then the footer', async () => {
    renderHome(null);
    const container = document.body;
    await screen.findByRole('heading', { level: 1, name: 'Studio Test' });
    // The lower part is its own chunk, mounted when near (here at once: no IntersectionObserver in jsdom).
    await waitFor(() => expect(container.querySelector('footer')).toBeTruthy());
    const ids = [...container.querySelectorAll('section[id]')].map((section) => section.id);
    expect(ids).toEqual([...SECTION_IDS]);
    const contact = document.getElementById('contact')!;
    const footer = container.querySelector('footer')!;
    expect(contact.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The in-page offsets: 80 px for services and shop, 40 px for the others.
    expect(document.getElementById('services')!.className).toContain('scroll-mt-20');
    expect(document.getElementById('shop')!.className).toContain('scroll-mt-20');
    expect(document.getElementById('contact')!.className).toContain('scroll-mt-10');
  });

  it("the scroll-down button goes to 'dual-service'", async () => {
    renderHome(null);
    await screen.findByRole('heading', { level: 1, name: 'Studio Test' });
    const scrolled = vi.mocked(Element.prototype.scrollIntoView);
    fireEvent.click(screen.getByRole('button', { name: 'Scopri i servizi' }));
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('dual-service'));
  });

  it("dual-service: 'Con Appuntamento' books, 'Senza Appuntamento' is coming soon", async () => {
    renderHome(null);
    const section = await screen.findByRole('region', { name: 'Come vuoi venire da noi?' });
    expect(within(section).getByRole('heading', { name: 'Con Appuntamento' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Prenota Ora' }).getAttribute('href')).toBe(
      '/guest-booking',
    );
    expect(within(section).getByRole('heading', { name: 'Senza Appuntamento' })).toBeTruthy();
    expect(
      (within(section).getByRole('button', { name: 'Prossimamente' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(section).getByText('In arrivo')).toBeTruthy();
  });

  it("dual-service: once the owner opens the queue, 'Senza Appuntamento' shows the current wait and leads to /coda", async () => {
    renderHome(null, undefined, '/', [], { enabled: true, currentWaitMinutes: 17, entries: [] });
    const section = await screen.findByRole('region', { name: 'Come vuoi venire da noi?' });
    // Rounded up to five minutes, as people say it.
    expect(await within(section).findByText('Attesa attuale: circa 20 min')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Mettiti in coda' }).getAttribute('href')).toBe('/coda');
    expect(within(section).queryByText('In arrivo')).toBeNull();
  });

  // Loads the page, the address table and the dialog's chunk: generous on a busy machine.
  it(
    'six service cards with the prices of the database, each opening its details',
    { timeout: 20_000 },
    async () => {
      renderHome(null);
      const section = await screen.findByRole('region', { name: 'I Nostri Servizi' });
      expect(within(section).getAllByRole('button', { name: /^Dettagli:/ })).toHaveLength(6);
      await waitFor(() => expect(plain(serviceCard('Taglio + Shampoo'))).toContain('CHF 32.00'), {
        timeout: 5000,
      });
      expect(plain(serviceCard('Barba Modellata'))).toContain('CHF 26.50');
      // Not in the database: no invented price.
      expect(serviceCard('Hair Tattoo').textContent).not.toContain('CHF');

      fireEvent.click(serviceCard('Taglio + Shampoo'));
      const dialog = await screen.findByRole('dialog', { name: 'Taglio + Shampoo' });
      expect(plain(dialog)).toContain('CHF 32.00');
      expect(within(dialog).getByText('30 min')).toBeTruthy();
      expect(within(dialog).getByText('Shampoo e massaggio')).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: 'Prenota questo servizio' }).getAttribute('href')).toBe(
        '/guest-booking',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('the team, each barber with their own photo or initials, services, days and hours; the price list from the database', async () => {
    renderHome(null);
    const section = await screen.findByRole('region', { name: 'I Nostri Barbieri' });
    const marco = (await within(section).findByRole('article', { name: 'Marco Bianchi' })) as HTMLElement;
    const luca = within(section).getByRole('article', { name: 'Luca Rossi' });
    // The studio's rating and experience (the spec's profile), once for the team.
    expect(within(section).getByRole('img', { name: 'Valutazione 5.0 su 5' })).toBeTruthy();
    expect(within(section).getByText('10+ Anni di Esperienza')).toBeTruthy();
    expect(within(marco).getByText('Maestro barbiere dal 2012.')).toBeTruthy();
    expect(marco.querySelector('img')?.getAttribute('src')).toBe('/uploads/marco.webp');
    expect(
      within(marco)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Taglio + Shampoo', 'Barba Modellata']);
    // Marco's own week, not the shop's (Monday 14:00-18:00), as it can be booked: no Tuesday, the shop is closed.
    const hours = within(marco).getByTestId('barber-hours');
    expect(hours.getAttribute('aria-label')).toBe('Giorni e orari di Marco Bianchi');
    expect([...hours.querySelectorAll('dt, dd')].map(plain)).toEqual([
      'Lun',
      '15:00–18:00pausa 16:00–16:30',
      'Mar–Dom',
      'Riposo',
    ]);
    // Luca has no photo, no services and no hours yet: his initials, and the card says so.
    expect(within(luca).getByTestId('barber-initials').textContent).toBe('LR');
    expect(within(luca).getByText('Servizi in aggiornamento.')).toBeTruthy();
    expect(within(luca).getByText('Orari in aggiornamento.')).toBeTruthy();
    const list = await within(section).findByTestId('price-list');
    expect([...list.querySelectorAll('li')].map(plain)).toEqual([
      'Taglio + ShampooCHF 32.00',
      'Barba ModellataCHF 26.50',
      'TintaCHF 40.00',
    ]);
  });

  it('contact: address, hours, phone and email of the settings, the shipped map and its link', async () => {
    renderHome(null);
    const section = await screen.findByRole('region', { name: 'Contatti' });
    expect((await within(section).findByText(/Via Nassa 1/)).textContent).toBe('Via Nassa 16900 Lugano');
    expect(
      within(section).getByRole('link', { name: 'Telefono: +41 91 123 45 67' }).getAttribute('href'),
    ).toBe('tel:+41911234567');
    expect(
      within(section).getByRole('link', { name: 'Email: info@studio.example' }).getAttribute('href'),
    ).toBe('mailto:info@studio.example');
    expect(within(section).getByText('14:00–18:00')).toBeTruthy();
    expect(within(section).getByText('Chiuso')).toBeTruthy();
    const map = within(section).getByRole('img', {
      name: /Mappa schematica della zona: Via Nassa 1, 6900 Lugano/,
    });
    expect(map.getAttribute('src')).toBe('/media/map.svg');
    const open = within(section).getByRole('link', { name: /Apri la mappa/ });
    expect(open.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(within(section).getByRole('heading', { name: 'Parcheggio' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Bus' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Prenota Ora' }).getAttribute('href')).toBe(
      '/guest-booking',
    );
    expect(within(section).getByRole('button', { name: 'Consulenza Gratuita' })).toBeTruthy();
  });

  it('contact books through /booking with a session', async () => {
    renderHome('client');
    const section = await screen.findByRole('region', { name: 'Contatti' });
    expect(within(section).getByRole('link', { name: 'Prenota Ora' }).getAttribute('href')).toBe('/booking');
  });

  it('footer: quick menu, Lavora con Noi, the service list, version label', async () => {
    renderHome(null);
    await screen.findByRole('heading', { level: 1, name: 'Studio Test' });
    const footer = document.querySelector('footer')!;
    const menu = within(footer).getByRole('navigation', { name: 'Menu rapido' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Servizi', 'Shop', 'Barbiere', 'Chi Siamo', 'Video Gallery', 'Recensioni', 'Contatti']);
    expect(within(footer).getByRole('link', { name: 'Lavora con Noi' }).getAttribute('href')).toBe(
      '/work-with-us',
    );
    expect(within(footer).getByText('V2.0')).toBeTruthy();
    expect(
      within(footer)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/41911234567\?text=/);
    const scrolled = vi.mocked(Element.prototype.scrollIntoView);
    fireEvent.click(within(menu).getByRole('button', { name: 'Contatti' }));
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('contact'));
  });

  it('a service from the footer: scrolls to the services, lit after 0.8 s for 5 s, no dialog', async () => {
    renderHome(null);
    await screen.findByRole('heading', { level: 1, name: 'Studio Test' });
    vi.useFakeTimers();
    const footer = document.querySelector('footer')!;
    fireEvent.click(within(footer).getByRole('button', { name: 'Hair Tattoo' }));
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(
      document.getElementById('services'),
    );
    const lit = () => serviceCard('Hair Tattoo').getAttribute('data-highlighted');
    act(() => vi.advanceTimersByTime(799));
    expect(lit()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(lit()).toBe('true');
    act(() => vi.advanceTimersByTime(4999));
    expect(lit()).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(lit()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a service chosen elsewhere (?servizio=): opened and lit after 500 ms, for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHome(null, undefined, '/?servizio=hair-tattoo');
    await screen.findByRole('heading', { level: 1, name: 'Studio Test' });
    // The open dialog hides the page from the accessibility tree: the card by its id.
    const lit = () => document.getElementById('service-hair-tattoo')!.getAttribute('data-highlighted');
    expect(lit()).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(lit()).toBe('true');
    expect(await screen.findByRole('dialog', { name: 'Hair Tattoo' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(lit()).toBeNull();
  });

  it('a fresh install: says the shop is being set up and links to the one-time setup', async () => {
    const api = renderHome(null, { configured: false, needsSetup: true });
    const notice = await setupNotice();
    expect(within(notice).getByText('Il negozio è in fase di configurazione')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Configura il negozio' }).getAttribute('href')).toBe(
      '/setup',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Barber Studio' })).toBeTruthy();
    // Nothing to book yet, and no error shown.
    expect(screen.queryByRole('link', { name: 'Prenota come ospite' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('activeServices')).toHaveLength(0);
  });

  it('being set up after the admin exists: no setup link', async () => {
    renderHome(null, { configured: false, needsSetup: false });
    const notice = await setupNotice();
    expect(within(notice).getByText('Il negozio è in fase di configurazione')).toBeTruthy();
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  describe("a customer's next appointment", () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const soon = makeAppointment({
      _id: 'a1',
      status: 'confirmed',
      startsAt: inDays(3),
      date: '2026-11-24',
      time: '10:15',
    });

    it("shows 'Il tuo prossimo appuntamento' first, with a way to the list", async () => {
      renderHome('client', undefined, '/', [
        makeAppointment({ _id: 'a0', status: 'cancelled', startsAt: inDays(1) }),
        soon,
      ]);
      const card = await screen.findByRole('region', { name: 'Il tuo prossimo appuntamento' });
      expect(card.textContent).toContain('Martedì 24 novembre 2026, ore 10:15');
      expect(within(card).getByRole('link', { name: 'I miei appuntamenti' }).getAttribute('href')).toBe(
        '/booking',
      );
    });

    it('never asks for a visitor', async () => {
      const visitor = renderHome(null, undefined, '/', [soon]);
      await screen.findByRole('heading', { level: 1, name: 'Studio Test' });
      expect(visitor.callsTo('myAppointments')).toHaveLength(0);
    });
  });
});
