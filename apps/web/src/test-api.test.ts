import { describe, expect, it } from 'vitest';
import { callApi } from './lib/api-call';
import { reply, routeOf, stubApi } from './test-api';

describe('stubApi', () => {
  it('finds the contract route of a request, literal paths before parameters', () => {
    expect(routeOf('GET', '/api/appointments/public/barbers')?.name).toBe('publicBarbers');
    expect(routeOf('GET', '/api/barbers/b%201/check-vacation')).toEqual({
      name: 'barberVacationCheck',
      params: { id: 'b 1' },
    });
    expect(routeOf('DELETE', '/api/appointments/public/barbers')).toBeUndefined();
  });

  it('answers by route name, records the calls and fails loudly on a call it has no answer for', async () => {
    const health = {
      status: 'ok',
      database: 'pglite',
      version: '1',
      time: '2026-11-28T10:00:00.000Z',
    } as const;
    const api = stubApi({ health, currentUser: () => reply(401, { success: false, message: 'no' }) });
    expect(await callApi('health', {})).toEqual(health);
    await expect(callApi('publicBarbers', {})).rejects.toThrow();
    expect(api.callsTo('health')).toHaveLength(1);
    expect(api.routeCalls()[0]!.at).toBeGreaterThan(0);
    expect(api.routeCalls().map(({ route, method }) => `${method} ${route}`)).toEqual([
      'GET health',
      'GET publicBarbers',
    ]);
    await expect(fetch('/api/nope')).rejects.toThrow(/no route of the contract/);
    await expect(fetch('/api/appointments/public/barbers')).rejects.toThrow(/no answer for publicBarbers/);
  });
});
