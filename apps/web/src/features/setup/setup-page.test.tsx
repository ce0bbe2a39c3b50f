import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallInput } from '@barber/shared/contract/call';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reply, stubApi, type Stub } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import SetupPage from './setup-page';

function renderSetup(
  post: Stub<'completeSetup'> = reply(201, {
    success: true,
    data: { email: 'owner@example.ch' },
    message: 'ok',
  }),
  needsSetup = true,
) {
  const api = stubApi({
    setupStatus: { success: true, data: { needsSetup, shopConfigured: false } },
    completeSetup: post,
  });
  const rendered = renderRoutes(
    [
      { path: '/setup', element: <SetupPage /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { path: '/setup' },
  );
  return { ...rendered, api };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type('Codice', 'abcd-efgh-jklm');
  type('Nome', 'Anna');
  type('Cognome', 'Meier');
  type('Email', 'owner@example.ch');
  type(/^Password/, 'a-long-password-2026');
  type('Conferma password', 'a-long-password-2026');
  type('Nome del negozio', 'Salone Anna');
  type('Indirizzo', 'Via Nassa 1');
  type('NPA', '6900');
  type('Località', 'Lugano');
  type('Telefono', '091 555 44 33');
  type('Email del negozio', 'info@salone-anna.ch');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SetupPage', () => {
  it('once an admin exists: says setup is done and links to the login', async () => {
    renderSetup(undefined, false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configurazione già completata' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai al login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Completa la configurazione' })).toBeNull();
  });

  it('validates with the shared rules before sending anything', async () => {
    const { api } = renderSetup();
    fireEvent.click(await screen.findByRole('button', { name: 'Completa la configurazione' }));
    expect(await screen.findByText('Il codice di configurazione è obbligatorio')).toBeTruthy();
    expect(screen.getByText('La password deve essere di almeno 8 caratteri')).toBeTruthy();
    // The first wrong field takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Codice'));
    expect(api.callsTo('completeSetup')).toHaveLength(0);
  });

  it('sends the admin, the shop and a week of hours (closed days without times), then goes to the login', async () => {
    const { router, api } = renderSetup();
    await screen.findByRole('button', { name: 'Completa la configurazione' });
    fillValidForm();
    // Saturday closed, Monday from 14:00.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sabato: aperto' }));
    type('Lunedì: apertura', '14:00');
    fireEvent.click(screen.getByRole('button', { name: 'Completa la configurazione' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const body = api.callsTo('completeSetup')[0]!.body as CallInput<'completeSetup'>['body'] & {
      confirmPassword?: string;
    };
    expect(body).toMatchObject({
      setupCode: 'abcd-efgh-jklm',
      admin: {
        firstName: 'Anna',
        lastName: 'Meier',
        email: 'owner@example.ch',
        password: 'a-long-password-2026',
      },
      shop: { name: 'Salone Anna', timeZone: 'Europe/Zurich', phone: '+41 91 555 44 33' },
    });
    expect(body.confirmPassword).toBeUndefined();
    expect(body.shop.openingHours[0]).toEqual({
      day: 'monday',
      open: true,
      startTime: '14:00',
      endTime: '19:00',
    });
    expect(body.shop.openingHours[5]).toEqual({
      day: 'saturday',
      open: false,
      startTime: null,
      endTime: null,
    });
  });

  it("shows the server's refusal of the code next to the field", async () => {
    renderSetup(
      reply(403, {
        success: false,
        code: 'SETUP_CODE_INVALID',
        message: 'Codice di configurazione non valido.',
        errors: [{ field: 'setupCode', message: 'Codice di configurazione non valido' }],
      }),
    );
    await screen.findByRole('button', { name: 'Completa la configurazione' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Completa la configurazione' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Codice di configurazione non valido.');
    const code = screen.getByLabelText('Codice');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(code.parentElement!).getByText('Codice di configurazione non valido')).toBeTruthy();
  });

  it('refuses an opening day that closes before it opens', async () => {
    renderSetup();
    await screen.findByRole('button', { name: 'Completa la configurazione' });
    fillValidForm();
    type('Martedì: chiusura', '08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Completa la configurazione' }));
    expect(
      await screen.findByText("Per un giorno di apertura indica l'orario, con la chiusura dopo l'apertura"),
    ).toBeTruthy();
    expect(screen.getByLabelText('Martedì: chiusura').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Martedì: chiusura'));
  });
});
