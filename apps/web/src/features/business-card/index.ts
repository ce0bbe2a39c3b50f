/** What other features may use from the business card; everything else is the feature's own (ADR 0046). */
export { BusinessCardButton } from './business-card-button';
