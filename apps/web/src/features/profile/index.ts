/** What other features may use from the profile; everything else is the profile's own (ADR 0046). */
// An order as its customer reads it: the shop's order page shows the same view.
export { OrderView } from './order-view';
