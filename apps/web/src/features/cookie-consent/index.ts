/** What other features may use from the cookie consent; everything else is the feature's own (ADR 0046). */
export { onConsentChange, openCookieSettings, readConsent } from './consent-store';
