import { describe, expect, it } from 'vitest';
import { initialTwint, twintReducer, type TwintAction, type TwintState } from './twint-flow';

const payment = {
  paymentId: 'pay_x',
  twintUrl: '/twint-simulator/pay_x',
  amount: 30,
  expiresAt: '2026-01-01T10:15:00.000Z',
  testMode: true,
};
const run = (actions: TwintAction[], from: TwintState = initialTwint) => actions.reduce(twintReducer, from);

describe('TWINT payment states (001 section 4)', () => {
  it('walks idle -> processing -> waiting_confirmation -> completed', () => {
    const processing = run([{ type: 'start' }]);
    expect(processing.phase).toBe('processing');
    const waiting = run([{ type: 'created', payment }], processing);
    expect(waiting.phase).toBe('waiting_confirmation');
    expect(run([{ type: 'status', status: 'pending', source: 'polling' }], waiting)).toEqual(waiting);
    const done = run([{ type: 'status', status: 'completed', source: 'websocket' }], waiting);
    expect(done).toMatchObject({ phase: 'completed', source: 'websocket' });
    // A completion is final.
    expect(run([{ type: 'status', status: 'failed', source: 'polling' }, { type: 'polls_ran_out' }], done)).toBe(done);
  });

  it('goes to manual_check when polling runs out; Controlla Stato: pending stays with a notice, other -> idle', () => {
    const manual = run([{ type: 'start' }, { type: 'created', payment }, { type: 'polls_ran_out' }]);
    expect(manual.phase).toBe('manual_check');
    const still = run([{ type: 'status', status: 'pending', source: 'manual_check' }], manual);
    expect(still).toMatchObject({ phase: 'manual_check', notice: 'Il pagamento è ancora in attesa di conferma.' });
    expect(run([{ type: 'status', status: 'completed', source: 'manual_check' }], still)).toMatchObject({
      phase: 'completed',
      source: 'manual_check',
    });
    expect(run([{ type: 'status', status: 'expired', source: 'manual_check' }], still)).toMatchObject({
      phase: 'idle',
      error: 'Pagamento Twint annullato o fallito.',
      payment: null,
    });
  });

  it('a cancelled or failed payment, or a creation error, returns to idle with an error', () => {
    const waiting = run([{ type: 'start' }, { type: 'created', payment }]);
    for (const status of ['cancelled', 'failed']) {
      expect(run([{ type: 'status', status, source: 'websocket' }], waiting)).toMatchObject({
        phase: 'idle',
        error: 'Pagamento Twint annullato o fallito.',
      });
    }
    expect(run([{ type: 'start' }, { type: 'create_failed', error: 'Errore nella creazione del pagamento Twint' }])).toMatchObject({
      phase: 'idle',
      error: 'Errore nella creazione del pagamento Twint',
    });
  });
});
