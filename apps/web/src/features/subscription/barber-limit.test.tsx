import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from '../../lib/toast';
import { reply, stubApi, type Stub } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { BarbersTab } from '../admin/barbers/barbers-tab';
import { BarberLimitBanner, type BarberLimit } from './barber-limit';
import { businessPlan, makeAccess, makeUsage } from './test-data';
import type { Usage } from './subscription-api';

const banner = (limit: BarberLimit) =>
  render(
    <MemoryRouter>
      <BarberLimitBanner limit={limit} />
    </MemoryRouter>,
  );
const base = { current: 2, limit: 3, percentage: 67, unlimited: false, near: false, reached: false };

describe('BarberLimitBanner (002 section 2)', () => {
  it('shows the plan usage below 80% without a warning', () => {
    banner(base);
    expect(screen.getByText('2 di 3 barbieri attivi')).toBeTruthy();
    expect(screen.queryByText('Ti stai avvicinando al limite di barbieri del piano.')).toBeNull();
  });

  it('turns to a warning at 80% and says the limit once reached', () => {
    const { unmount } = banner({ ...base, current: 8, limit: 10, percentage: 80, near: true });
    expect(screen.getByText('Ti stai avvicinando al limite di barbieri del piano.')).toBeTruthy();
    unmount();
    banner({ ...base, current: 3, percentage: 100, near: true, reached: true });
    expect(screen.getByText(/Hai raggiunto il limite di barbieri per il tuo piano/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passa a un piano superiore' }).getAttribute('href')).toBe(
      '/admin?tab=plans',
    );
  });

  it("shows '∞' for an unlimited plan", () => {
    banner({ ...base, limit: 999999, percentage: 0, unlimited: true });
    expect(screen.getByText('2 di ∞ barbieri attivi')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

const notFound = reply(404, { success: false, code: 'ROUTE_NOT_FOUND', message: 'Non trovato' });

function serve(usage: Usage, createAnswer: Stub<'createBarber'> = notFound) {
  stubApi({
    shopState: notFound,
    subscriptionAccess: { success: true, message: 'ok', data: makeAccess(usage.subscription) },
    subscriptionUsage: { success: true, data: usage },
    barberDirectory: [],
    adminServices: { success: true, data: [] },
    createBarber: createAnswer,
  });
  renderRoutes([{ path: '/', element: <BarbersTab /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });
}

describe('the barbers tab and the plan limit', () => {
  it('at the limit the add form says so and cannot be sent', async () => {
    serve(makeUsage({ barbers: 3 }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Barbieri del piano' })).toBeTruthy();
    expect(screen.getByText('3 di 3 barbieri attivi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi barbiere' }));
    const submit = screen
      .getAllByRole('button', { name: 'Aggiungi barbiere' })
      .find((b) => b.getAttribute('type') === 'submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getAllByText(/Hai raggiunto il limite di barbieri per il tuo piano/).length).toBe(2);
  });

  it("a 403 with upgradeRequired shows 'Limite barbieri raggiunto!' and asks for an upgrade", async () => {
    const error = vi.spyOn(toast, 'error');
    serve(
      makeUsage({ barbers: 3 }, businessPlan),
      reply(403, {
        success: false,
        code: 'PLAN_LIMIT_REACHED',
        upgradeRequired: true,
        message: 'Limite barbieri raggiunto (10/10). Effettua un upgrade per continuare.',
      }),
    );
    await screen.findByText('3 di 10 barbieri attivi');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi barbiere' }));
    fireEvent.change(screen.getByLabelText('Nome *'), { target: { value: 'Luca' } });
    fireEvent.change(screen.getByLabelText('Cognome *'), { target: { value: 'Moretti' } });
    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'luca@example.ch' } });
    fireEvent.change(screen.getByLabelText('Telefono *'), { target: { value: '079 555 10 04' } });
    const submit = screen
      .getAllByRole('button', { name: 'Aggiungi barbiere' })
      .find((b) => b.getAttribute('type') === 'submit')!;
    fireEvent.click(submit);
    expect(await screen.findByText('Limite barbieri raggiunto!')).toBeTruthy();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Limite barbieri raggiunto!', {
        description: 'Effettua un upgrade del piano per aggiungere altri barbieri.',
      }),
    );
  });

  it('without usage data (no plan) nothing is blocked by the client', async () => {
    const notFound = reply(404, { success: false, code: 'NOT_FOUND', message: 'x' });
    stubApi({
      shopState: notFound,
      subscriptionAccess: notFound,
      subscriptionUsage: notFound,
      barberDirectory: notFound,
      adminServices: notFound,
    });
    renderRoutes([{ path: '/', element: <BarbersTab /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });
    await screen.findByRole('button', { name: 'Aggiungi barbiere' });
    expect(screen.queryByRole('heading', { name: 'Barbieri del piano' })).toBeNull();
  });
});
