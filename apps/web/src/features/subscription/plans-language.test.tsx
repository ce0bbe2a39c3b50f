import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { planTextsDe } from '@barber/shared/messages/plans-de';
import { reply, stubApi, type StubRequest } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { businessPlan, makeAccess, starterPlan } from './test-data';
import PlansPage from './plans-page';

// Issue 28: the German build resolves the catalogues to their de/ siblings and asks the API in German (ADR 0061);
// vi.mock does the same here, so the page is the German one.
vi.mock('../../i18n/subscription', () => import('../../i18n/de/subscription'));
vi.mock('../../i18n/page-language', () => ({ pageLanguage: 'de' }));

/** The server's answer in the language asked for: the seeded plans' features said by the plans catalogue. */
const GERMAN: Record<string, string> = {
  '300 appuntamenti al mese': planTextsDe.features.appointments300,
  'Negozio online': planTextsDe.features.shop,
};
const plansIn = (request: StubRequest) => {
  const german = new Headers(request.init.headers).get('Accept-Language') === 'de';
  const said = (text: string) => (german ? (GERMAN[text] ?? text) : text);
  return {
    success: true as const,
    data: [businessPlan, starterPlan].map((plan) => ({
      ...plan,
      features: plan.features.map((feature) => ({ ...feature, name: said(feature.name) })),
    })),
  };
};

describe('the plans in German', () => {
  it("asks the server in the page's language and shows its plans' features with the German card texts", async () => {
    const notFound = reply(404, { success: false, code: 'NOT_FOUND', message: 'x' });
    const access = makeAccess(null);
    stubApi({
      shopState: notFound,
      subscriptionUsage: notFound,
      subscriptionAccess: { success: true, message: access.message, data: access },
      subscriptionPlans: plansIn,
    });
    renderRoutes([{ path: '/subscription', element: <PlansPage /> }], {
      path: '/subscription',
      auth: makeAuth(makeUser({ role: 'admin' })),
    });
    const cards = await screen.findAllByRole('article');
    const [starter, business] = cards as [HTMLElement, HTMLElement];
    expect(starter.textContent).toContain('CHF 29 /Monat');
    expect(within(starter).getByText('300 Termine pro Monat')).toBeTruthy();
    expect(within(starter).getByText('Onlineshop')).toBeTruthy();
    expect(within(business).getByText('Onlineshop')).toBeTruthy();
    expect(within(business).getByText('Empfohlen')).toBeTruthy();
    expect(screen.queryByText('300 appuntamenti al mese')).toBeNull();
    expect(screen.queryByText('Consigliato')).toBeNull();
  });
});
