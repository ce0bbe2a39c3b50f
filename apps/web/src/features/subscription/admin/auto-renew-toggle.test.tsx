import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { makeAccess, makeSubscription } from '../test-data';
import { SubscriptionTab } from './subscription-tab';

// 'Gestisci Piano': with Stripe the server refuses to turn autoRenew on without a card saved for off-session use
// (409, ADR 0017); the admin sees the server's message and the toggle stays off.
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: toasts }));

const NEEDS_CARD =
  'Per il rinnovo automatico serve una carta salvata: attivalo al prossimo pagamento del piano.';

describe('the auto-renew toggle', () => {
  it("shows the server's 409 message and stays off", async () => {
    const access = makeAccess(makeSubscription({ autoRenew: false }));
    stubApi({
      subscriptionAccess: { success: true, message: access.message, data: access },
      subscriptionAutoRenew: reply(409, { success: false, code: 'CONFLICT', message: NEEDS_CARD }),
    });
    renderRoutes([{ path: '/admin', element: <SubscriptionTab /> }], {
      path: '/admin',
      auth: makeAuth(makeUser({ role: 'admin' })),
    });
    const box = (await screen.findByRole('checkbox', { name: /^Rinnovo automatico/ })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(NEEDS_CARD));
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
