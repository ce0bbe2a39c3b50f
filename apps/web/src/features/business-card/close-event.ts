/**
 * The document-level close event of the business card (001: "closing: ... or a document-level close event"):
 * `document.dispatchEvent(new Event(BUSINESS_CARD_CLOSE_EVENT))` closes it from anywhere (e.g. a navigation
 * started by another widget), without importing the modal.
 */
export const BUSINESS_CARD_CLOSE_EVENT = 'business-card:close';

export function closeBusinessCard(): void {
  document.dispatchEvent(new Event(BUSINESS_CARD_CLOSE_EVENT));
}
