import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, routeUrl } from './api-call';

describe('routeUrl', () => {
  it('fills path params, encoded, and appends only defined query values', () => {
    expect(routeUrl('/barbers/:id/check-vacation', { id: 'a b/c' }, { date: '2026-11-24', missing: undefined, none: null })).toBe(
      '/barbers/a%20b%2Fc/check-vacation?date=2026-11-24',
    );
    expect(routeUrl('/health')).toBe('/health');
    expect(routeUrl('/x', undefined, { tag: ['a', 'b'], n: 0 })).toBe('/x?tag=a&tag=b&n=0');
  });
});

describe('callApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the route named in the contract with its method and path', async () => {
    // A raw fetch stub, not stubApi: this checks the URL and method callApi builds, which stubApi would resolve.
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi('health', {})).resolves.toEqual({ status: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/health');
    expect(init.method).toBe('GET');
  });
});
