/** What other features may use from the account pages; everything else is the feature's own (ADR 0046). */
export { AuthCard } from './auth-card';
