import { payments } from '../../i18n/payments';

/** The waiting page's states (001 section 4 'Twint payment states'). */
export type TwintPhase = 'idle' | 'processing' | 'waiting_confirmation' | 'manual_check' | 'completed';
/** How the completion was learnt (001 section 3 'Payment result': source). */
export type TwintSource = 'websocket' | 'polling' | 'manual_check';

export interface TwintPaymentInfo {
  paymentId: string;
  twintUrl: string;
  amount: number;
  expiresAt: string;
  testMode: boolean;
}

export interface TwintState {
  phase: TwintPhase;
  payment: TwintPaymentInfo | null;
  error: string | null;
  /** 'Il pagamento è ancora in attesa di conferma.' after a 'Controlla Stato' that found it pending. */
  notice: string | null;
  source: TwintSource | null;
}

export type TwintAction =
  | { type: 'start' }
  | { type: 'created'; payment: TwintPaymentInfo }
  /** A page opened on an existing payment (the QR page): straight to waiting for it. */
  | { type: 'resume'; payment: TwintPaymentInfo }
  | { type: 'create_failed'; error: string | null }
  | { type: 'status'; status: string; source: TwintSource }
  | { type: 'polls_ran_out' }
  | { type: 'check_failed'; error: string }
  | { type: 'reset' };

export const initialTwint: TwintState = { phase: 'idle', payment: null, error: null, notice: null, source: null };

const failed = (state: TwintState, error: string): TwintState => ({
  ...initialTwint,
  error,
  // The failed payment is kept out of the state: a new attempt creates a new one.
  payment: null,
  phase: state.phase === 'completed' ? 'completed' : 'idle',
});

/**
 * idle -> processing -> waiting_confirmation -> completed; waiting_confirmation -> manual_check when polling
 * runs out; cancelled, failed or expired -> idle with an error; from manual_check 'Controlla Stato' finds it
 * completed, still pending (a notice) or anything else (idle with an error). A completion is final: a late
 * event of another kind never undoes it.
 */
export function twintReducer(state: TwintState, action: TwintAction): TwintState {
  if (state.phase === 'completed' && action.type !== 'reset') return state;
  switch (action.type) {
    case 'start':
      return { ...initialTwint, phase: 'processing' };
    case 'created':
      return state.phase === 'processing'
        ? { ...state, phase: 'waiting_confirmation', payment: action.payment }
        : state;
    case 'resume':
      return { ...initialTwint, phase: 'waiting_confirmation', payment: action.payment };
    case 'create_failed':
      return { ...initialTwint, error: action.error };
    case 'status': {
      if (!state.payment) return state;
      if (action.status === 'completed') return { ...state, phase: 'completed', source: action.source, notice: null };
      if (action.status === 'pending') {
        return action.source === 'manual_check' ? { ...state, notice: payments.twint.stillPending } : state;
      }
      return failed(state, payments.errors.twintFailed);
    }
    case 'polls_ran_out':
      return state.phase === 'waiting_confirmation' ? { ...state, phase: 'manual_check' } : state;
    case 'check_failed':
      return { ...state, notice: null, error: action.error };
    case 'reset':
      return initialTwint;
  }
}
