import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '../lib/auth-context';
import { apiRequest } from '../lib/api-client';
import { getToken, setToken } from '../lib/session-token';
import { reply, stubApi } from '../test-api';
import { makeUser } from '../test-utils';
import { AuthProvider, INACTIVITY_LOGOUT_MS, TOKEN_REFRESH_MS } from './auth-provider';

const user = makeUser({ firstName: 'Giulia', role: 'client' });

function Probe() {
  const { status, user: current } = useAuth();
  return <p data-testid="probe">{`${status}:${current?.firstName ?? ''}`}</p>;
}

function renderProvider() {
  const navigate = vi.fn();
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigate={navigate}>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  const probe = () => screen.getByTestId('probe').textContent;
  return { navigate, probe };
}

describe('AuthProvider', () => {
  it('is anonymous at once without a stored token', () => {
    const api = stubApi();
    const { probe } = renderProvider();
    expect(probe()).toBe('anonymous:');
    expect(api.routeCalls()).toEqual([]);
  });

  it('restores the session from /auth/me while showing the loading state', async () => {
    setToken('tok');
    stubApi({ currentUser: user });
    const { probe } = renderProvider();
    expect(probe()).toBe('loading:');
    await vi.waitFor(() => expect(probe()).toBe('authenticated:Giulia'));
  });

  it('sends the user to /login, remembering the page, when the session cannot be refreshed', async () => {
    window.history.replaceState(null, '', '/booking');
    setToken('tok');
    let meAnswers = 0;
    stubApi({
      currentUser: () => (meAnswers++ === 0 ? user : reply(401, {})),
      refreshToken: reply(401, { success: false, message: 'no', code: 'REFRESH_INVALID' }),
    });
    const { navigate, probe } = renderProvider();
    await vi.waitFor(() => expect(probe()).toBe('authenticated:Giulia'));

    await act(() => apiRequest('/auth/me').catch(() => undefined));
    expect(probe()).toBe('anonymous:');
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { from: '/booking' } });
  });

  it('logs out after 30 minutes without activity; activity postpones it', async () => {
    vi.useFakeTimers();
    setToken('tok');
    const api = stubApi({
      currentUser: user,
      // The 14-minute refresh comes before the 30-minute logout.
      refreshToken: { success: true, token: 'tok', user },
      logout: { success: true, message: 'Logout effettuato' },
    });
    const { navigate, probe } = renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(probe()).toBe('authenticated:Giulia');

    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS - 60_000));
    act(() => void window.dispatchEvent(new Event('keydown')));
    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS - 60_000));
    expect(api.callsTo('logout')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo('logout')).not.toHaveLength(0);
    expect(probe()).toBe('anonymous:');
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: false, state: undefined });
  });

  it('refreshes the token every 14 minutes while logged in', async () => {
    vi.useFakeTimers();
    setToken('tok');
    const api = stubApi({ currentUser: user, refreshToken: { success: true, token: 'fresh', user } });
    renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Keep the user active so the inactivity logout does not interfere.
    act(() => void window.dispatchEvent(new Event('mousemove')));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS));
    expect(api.callsTo('refreshToken')).toHaveLength(1);
    expect(getToken()).toBe('fresh');
  });
});
