/** What other features may use from the consultation; everything else is the feature's own (ADR 0046). */
export { ConsultationButton } from './consultation-button';
