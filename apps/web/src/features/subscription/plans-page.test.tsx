import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reply, stubApi, type ApiMock, type Stubs } from '../../test-api';
import { makeAuth, makeUser, makePayment, renderRoutes } from '../../test-utils';
import { businessPlan, cardOnlyPayments, makeAccess, makeSubscription, starterPlan, withoutShopAndUsage } from './test-data';
import type { AccessState } from './subscription-api';
import PlansPage from './plans-page';

let access: AccessState = makeAccess(null);
let api: ApiMock;

const intent = {
  clientSecret: 'pi_1_secret_x',
  paymentIntentId: 'pi_1',
  paymentId: 'pay-1',
  amount: 49,
  currency: 'CHF',
  provider: 'test',
  testMode: true,
  subscriptionId: 'sub-1',
  planId: businessPlan._id,
};

function stub(overrides: Stubs = {}) {
  api = stubApi({
    ...withoutShopAndUsage,
    subscriptionAccess: () => ({ success: true, message: access.message, data: access }),
    subscriptionPlans: { success: true, data: [businessPlan, starterPlan] },
    stripeConfig: cardOnlyPayments(),
    selectSubscriptionPlan: {
      success: true,
      message: 'ok',
      data: {
        needsPayment: true,
        subscription: makeSubscription({ status: 'pending_payment', plan: businessPlan }),
        plan: businessPlan,
      },
    },
    subscriptionPaymentIntent: reply(201, { success: true, data: intent }),
    confirmPayment: () => {
      access = makeAccess(makeSubscription({ plan: businessPlan }));
      return { success: true, data: makePayment({ type: 'subscription', status: 'succeeded' }) };
    },
    ...overrides,
  });
}

/** When each call to a route was made (ms). */
const times = (name: Parameters<ApiMock['callsTo']>[0]) => api.callsTo(name).map((call) => call.at);

const admin = makeAuth(makeUser({ role: 'admin', email: 'admin@example.ch' }));
const render = (path = '/subscription') =>
  renderRoutes(
    [
      { path: '/subscription', element: <PlansPage /> },
      { path: '/admin', element: <p>dashboard</p> },
    ],
    { path, auth: admin },
  );

afterEach(() => {
  access = makeAccess(null);
});

async function fillTestCard(number = '4242 4242 4242 4242') {
  fireEvent.change(await screen.findByLabelText('Numero della carta'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Scadenza (MM/AA)'), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
}

describe('PlansPage', () => {
  it("shows 'Caricamento piani...', then the cards sorted, with price, 6 features, 'Consigliato' and 'Seleziona'", async () => {
    stub();
    render();
    expect(screen.getByText('Caricamento piani...')).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Starter',
      'Business',
    ]);
    const [starter, business] = cards as [HTMLElement, HTMLElement];
    expect(starter.textContent).toContain('CHF 29 /mese');
    expect(business.textContent).toContain('CHF 49 /mese');
    expect(within(business).getByText('Consigliato')).toBeTruthy();
    expect(within(starter).queryByText('Consigliato')).toBeNull();
    const features = within(starter).getAllByRole('listitem');
    expect(features).toHaveLength(6);
    expect(features[5]?.textContent).toBe('Non incluso: Statistiche avanzate');
    expect(features[0]?.textContent).toBe('Incluso: 300 appuntamenti al mese');
    expect(within(starter).getByRole('button', { name: 'Seleziona Starter' })).toBeTruthy();
    expect(screen.getByText('Pagamento sicuro')).toBeTruthy();
  });

  it("says 'Impossibile caricare i piani di abbonamento' with 'Riprova' when the plans cannot be loaded", async () => {
    stub({
      subscriptionPlans: reply(500, { success: false, code: 'INTERNAL', message: 'x' }),
    });
    render();
    expect(await screen.findByText('Impossibile caricare i piani di abbonamento')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it("marks the active plan 'Piano attuale' instead of offering it again", async () => {
    access = makeAccess(makeSubscription({ plan: starterPlan }));
    stub();
    render();
    const starter = (await screen.findAllByRole('article'))[0]!;
    await within(starter).findByText('Piano attuale');
    expect(within(starter).queryByRole('button')).toBeNull();
  });

  it(
    'selects a plan, prepares the payment, pays by test card and refreshes the plan 2 s later',
    { timeout: 10_000 },
    async () => {
      stub();
      render();
      fireEvent.click(await screen.findByRole('button', { name: 'Seleziona Business' }));
      expect(await screen.findByText('Preparazione pagamento...')).toBeTruthy();
      const form = await screen.findByRole('form', { name: 'Pagamento abbonamento' });
      expect(form.textContent).toContain('Business');
      expect(form.textContent).toContain('CHF 49.00');
      expect(form.textContent).toContain('1 mese');
      expect(api.callsTo('selectSubscriptionPlan')[0]?.body).toEqual({
        planId: businessPlan._id,
        paymentMethod: 'stripe',
        autoRenew: false,
      });
      expect(api.callsTo('subscriptionPaymentIntent')[0]?.body).toEqual({
        planId: businessPlan._id,
        subscriptionId: 'sub-1',
      });

      await fillTestCard();
      fireEvent.click(within(form).getByRole('button', { name: 'Paga CHF 49' }));
      expect(await screen.findByRole('heading', { name: 'Pagamento Completato!' })).toBeTruthy();
      expect(api.callsTo('confirmPayment')[0]?.body).toEqual({
        paymentIntentId: 'pi_1',
        paymentMethodId: 'pm_card_visa',
      });
      // The plan counts as active 2 s after the payment: only then is it fetched again.
      const confirmedAt = times('confirmPayment')[0]!;
      await waitFor(() => expect(times('subscriptionAccess').some((at) => at > confirmedAt)).toBe(true), {
        timeout: 5000,
      });
      const refreshedAt = times('subscriptionAccess').find((at) => at > confirmedAt)!;
      expect(refreshedAt - confirmedAt).toBeGreaterThanOrEqual(1950);
      await waitFor(() => expect(screen.queryByText('Attivazione del piano in corso...')).toBeNull());
      fireEvent.click(screen.getByRole('link', { name: 'Accedi alla Dashboard' }));
      expect(await screen.findByText('dashboard')).toBeTruthy();
    },
  );

  it("a declined card shows the provider's message and keeps the form", async () => {
    stub({
      confirmPayment: reply(402, {
        success: false,
        code: 'PAYMENT_DECLINED',
        message: 'La carta è stata rifiutata.',
      }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Seleziona Business' }));
    const form = await screen.findByRole('form', { name: 'Pagamento abbonamento' });
    await fillTestCard('4000 0000 0000 0002');
    fireEvent.click(within(form).getByRole('button', { name: 'Paga CHF 49' }));
    expect(await within(form).findByText('La carta è stata rifiutata.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Paga CHF 49' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByRole('button', { name: 'Seleziona Business' })).toBeTruthy();
  });

  it("a failed selection says 'Errore nella preparazione del pagamento' and offers to retry", async () => {
    let fail = true;
    stub({
      selectSubscriptionPlan: () =>
        fail
          ? reply(500, { success: false, code: 'INTERNAL', message: 'Errore interno' })
          : {
              success: true,
              message: 'ok',
              data: {
                needsPayment: true,
                subscription: makeSubscription({ status: 'pending_payment' }),
                plan: businessPlan,
              },
            },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Seleziona Business' }));
    expect(await screen.findByText('Errore nella preparazione del pagamento')).toBeTruthy();
    expect(screen.getByText('Errore interno')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('form', { name: 'Pagamento abbonamento' })).toBeTruthy();
  });

  it('the upgrade link opens the named plan straight away', async () => {
    access = makeAccess(makeSubscription({ plan: starterPlan }));
    stub();
    render('/subscription?plan=BUSINESS');
    expect(await screen.findByRole('form', { name: 'Pagamento abbonamento' })).toBeTruthy();
  });
});
