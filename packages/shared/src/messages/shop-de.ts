import { formatRappenText } from '../domain/chf-text';
import type { Catalogue } from './catalogue';
import type { shopTextsIt } from './shop-it';

/** shop-it.ts in German. */
export const shopTextsDe: Catalogue<typeof shopTextsIt> = {
  orderDescription: (items) => `Shop-Bestellung: ${items} Artikel`,
  outOfStock: (name, available) =>
    available > 0 ? `Menge für «${name}» nicht verfügbar: Es sind noch ${available} vorrätig.` : `«${name}» ist ausverkauft.`,
  unavailable: (name) =>
    name ? `«${name}» ist nicht mehr erhältlich.` : 'Ein Produkt im Warenkorb gibt es nicht mehr.',
  lateOutOfStock:
    'Die Zahlung kam nach Ablauf der Frist und die Produkte waren nicht mehr erhältlich: Der Betrag wird zurückerstattet.',
  orderPlaced: 'Bestellung erhalten! Bezahlung bei der Abholung im Geschäft.',
  orderPaid: 'Zahlung abgeschlossen. Die Bestellung wird zur Abholung bereitgestellt.',
  statusUpdated: 'Bestellstatus aktualisiert!',
  refundOrderCancelled: 'Rückerstattung für stornierte Bestellung',
  refundOrderLate:
    'Automatische Rückerstattung: Die Zahlung kam nach Ablauf der Frist und die Produkte waren nicht mehr erhältlich',
  pickup: 'Abholung im Geschäft',
  total: (rappen) => `Total: ${formatRappenText(rappen)}`,
};
