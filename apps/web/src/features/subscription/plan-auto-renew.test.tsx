import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reply, stubApi, type ApiMock } from '../../test-api';
import { makeAuth, makeUser, makePayment, renderRoutes } from '../../test-utils';
import { businessPlan, cardOnlyPayments, makeAccess, makeSubscription, withoutShopAndUsage } from './test-data';
import PlansPage from './plans-page';

// The payment form's 'Rinnova automaticamente ogni mese' (ADR 0017, renewal): its value goes with the selection,
// a change selects and creates the intent again (so the intent saves the card or not), and with Stripe the
// Elements get the intent's setupFutureUsage.
const stripeProps: { setupFutureUsage?: string | null; key?: string }[] = [];
vi.mock('../payments/stripe-card-entry', () => ({
  default: (props: { setupFutureUsage?: string | null }) => {
    stripeProps.push(props);
    return <p>{`stripe-elements:${props.setupFutureUsage ?? 'none'}`}</p>;
  },
}));

let api: ApiMock;

function stub(provider: 'test' | 'stripe') {
  let n = 0;
  let lastAutoRenew = false;
  api = stubApi({
    ...withoutShopAndUsage,
    subscriptionAccess: () => {
      const access = makeAccess(null);
      return { success: true, message: access.message, data: access };
    },
    subscriptionPlans: { success: true, data: [businessPlan] },
    stripeConfig: cardOnlyPayments(provider),
    selectSubscriptionPlan: ({ body }) => {
      lastAutoRenew = (body as { autoRenew: boolean }).autoRenew;
      return {
        success: true,
        message: 'ok',
        data: {
          needsPayment: true,
          subscription: makeSubscription({ status: 'pending_payment', plan: businessPlan }),
          plan: businessPlan,
        },
      };
    },
    subscriptionPaymentIntent: () => {
      n += 1;
      return reply(201, {
        success: true,
        data: {
          clientSecret: `pi_${n}_secret_x`,
          paymentIntentId: `pi_${n}`,
          paymentId: `pay-${n}`,
          amount: 49,
          currency: 'CHF',
          provider,
          testMode: true,
          subscriptionId: 'sub-1',
          planId: businessPlan._id,
          setupFutureUsage: lastAutoRenew ? 'off_session' : null,
        },
      });
    },
    confirmPayment: { success: true, data: makePayment({ type: 'subscription', status: 'succeeded' }) },
  });
}

const bodies = (name: Parameters<ApiMock['callsTo']>[0]) =>
  api.callsTo(name).map((call) => call.body as Record<string, unknown>);

const admin = makeAuth(makeUser({ role: 'admin', email: 'admin@example.ch' }));
const render = () =>
  renderRoutes([{ path: '/subscription', element: <PlansPage /> }], { path: '/subscription', auth: admin });

afterEach(() => {
  stripeProps.length = 0;
});

describe('the plan payment form: automatic renewal', () => {
  it('off by default; checking it selects again with autoRenew and pays the new intent', async () => {
    stub('test');
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Seleziona Business' }));
    const form = await screen.findByRole('form', { name: 'Pagamento abbonamento' });
    const box = within(form).getByRole('checkbox', { name: 'Rinnova automaticamente ogni mese' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(
      within(form).getByText(
        'La carta viene salvata presso il circuito di pagamento e addebitata a ogni scadenza. Puoi disattivarlo quando vuoi.',
      ),
    ).toBeTruthy();
    expect(bodies('selectSubscriptionPlan')).toEqual([
      { planId: businessPlan._id, paymentMethod: 'stripe', autoRenew: false },
    ]);

    fireEvent.click(box);
    await waitFor(() => expect(bodies('subscriptionPaymentIntent')).toHaveLength(2));
    expect(bodies('selectSubscriptionPlan')[1]).toEqual({
      planId: businessPlan._id,
      paymentMethod: 'stripe',
      autoRenew: true,
    });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(true);

    fireEvent.change(within(form).getByLabelText('Numero della carta'), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(within(form).getByLabelText('Scadenza (MM/AA)'), { target: { value: '12/34' } });
    fireEvent.change(within(form).getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Paga CHF 49' }));
    expect(await screen.findByRole('heading', { name: 'Pagamento Completato!' })).toBeTruthy();
    // The intent made for autoRenew is the one confirmed.
    expect(bodies('confirmPayment')[0]).toMatchObject({ paymentIntentId: 'pi_2' });
  });

  it("with Stripe, the Elements get the intent's setupFutureUsage (none, then off_session)", async () => {
    stub('stripe');
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Seleziona Business' }));
    const form = await screen.findByRole('form', { name: 'Pagamento abbonamento' });
    expect(await within(form).findByText('stripe-elements:none')).toBeTruthy();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Rinnova automaticamente ogni mese' }));
    expect(await within(form).findByText('stripe-elements:off_session')).toBeTruthy();
    expect(stripeProps.at(-1)).toMatchObject({ setupFutureUsage: 'off_session' });
  });
});
