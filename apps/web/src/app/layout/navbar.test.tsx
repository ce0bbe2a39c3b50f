import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { stubApi } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { Navbar } from './navbar';

const renderNavbar = (auth = makeAuth(null)) => {
  // The brand waits for /api/shop; these tests are about the links.
  // The shop's details never come: the bar shows without them.
  stubApi({ shopState: () => new Promise(() => {}) });
  renderRoutes([{ path: '*', element: <Navbar /> }], { path: '/', auth });
  return auth;
};

const nav = () => screen.getByRole('navigation', { name: 'Navigazione principale' });
const href = (name: string) => within(nav()).getAllByRole('link', { name })[0]?.getAttribute('href');

describe('Navbar', () => {
  it('offers login, registration and guest booking without a session, and no unavailable pages', () => {
    renderNavbar();
    expect(href('Accedi')).toBe('/login');
    expect(href('Registrati')).toBe('/register');
    expect(href('Prenota')).toBe('/guest-booking');
    expect(href('Shop')).toBe('/shop');
    // The job application page exists (issue 15 item 5): its link is shown to everyone.
    expect(href('Lavora con Noi')).toBe('/work-with-us');
  });

  it('shows booking, the role link and the user menu with a session', () => {
    const auth = renderNavbar(makeAuth(makeUser({ role: 'admin', firstName: 'Anna', lastName: 'Bianchi' })));
    expect(href('Prenota')).toBe('/booking');
    expect(href('Admin')).toBe('/admin');
    expect(within(nav()).queryByRole('link', { name: 'Accedi' })).toBeNull();
    expect(within(nav()).getAllByRole('link', { name: "Lista d'attesa" })[0]!.getAttribute('href')).toBe(
      '/waiting-list',
    );

    const menuButton = screen.getByRole('button', { name: 'Anna Bianchi' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(href('I miei appuntamenti')).toBe('/booking');
    expect(href('Profilo')).toBe('/profile');

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('shows the Barbiere link to barbers', () => {
    renderNavbar(makeAuth(makeUser({ role: 'barber' })));
    expect(href('Barbiere')).toBe('/barber');
    expect(within(nav()).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  // Issue 27 item 11: the menu lists each entry once, for every role, on a phone (one panel) and a desktop (the
  // bar and the user menu together).
  it.each([
    ['guest', null, ['Shop', 'Lavora con Noi', 'Accedi', 'Registrati', 'Prenota']],
    ['customer', 'client', ['Shop', 'Lavora con Noi', 'Prenota', "Lista d'attesa", 'Profilo', 'I miei appuntamenti', 'Logout']],
    ['barber', 'barber', ['Shop', 'Lavora con Noi', 'Prenota', "Lista d'attesa", 'Barbiere', 'Profilo', 'I miei appuntamenti', 'Logout']],
    ['admin', 'admin', ['Shop', 'Lavora con Noi', 'Prenota', "Lista d'attesa", 'Admin', 'Profilo', 'I miei appuntamenti', 'Logout']],
  ] as const)('lists each entry once for a %s, on a phone and a desktop', (_who, role, entries) => {
    renderNavbar(makeAuth(role ? makeUser({ role, firstName: 'Anna', lastName: 'Bianchi' }) : null));
    const names = (root: HTMLElement) =>
      within(root)
        .queryAllByRole('link')
        .concat(within(root).queryAllByRole('button', { name: 'Logout' }))
        .map((el) => el.textContent ?? '')
        .filter((name) => name !== '' && name !== 'Home');
    const toggle = screen.getByRole('button', { name: 'Apri il menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    fireEvent.click(toggle);
    expect(names(panel)).toEqual(entries);
    // The desktop's bar and its user menu (everything outside the phone's panel), not the language switcher's
    // links (the same page in another language: not menu entries, tested below).
    const bar = [...nav().querySelectorAll<HTMLElement>('a:not([lang]), button')]
      .filter((el) => !panel.contains(el) && (el.tagName === 'A' || el.textContent === 'Logout'))
      .map((el) => el.textContent ?? '')
      .filter((name) => name !== '' && name !== 'Home');
    expect([...bar].sort()).toEqual([...entries].sort());
  });

  it('opens and closes the mobile menu from the keyboard', () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Apri il menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Chiudi il menu');
    expect(panel?.hidden).toBe(false);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('offers the four languages, each in its own name, as the current page with ?lang= (ADR 0061)', async () => {
    renderNavbar();
    const switcher = screen.getByLabelText('Scegli la lingua');
    expect(switcher.tagName).toBe('SUMMARY');
    const list = switcher.parentElement as HTMLDetailsElement;
    // The list's code loads when the choice is first opened (first pages' budget).
    expect(within(list).queryAllByRole('link')).toEqual([]);
    list.open = true;
    fireEvent(list, new Event('toggle'));
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')])).toEqual([
      ['Italiano', 'it', '/?lang=it'],
      ['Deutsch', 'de', '/?lang=de'],
      ['Français', 'fr', '/?lang=fr'],
      ['English', 'en', '/?lang=en'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['true', 'false', 'false', 'false']);
  });
});
