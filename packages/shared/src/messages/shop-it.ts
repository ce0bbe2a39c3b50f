import { formatRappen } from './format-it';

/** Italian texts of the shop's server side (issue 11) that are not error codes. */
export const shopTextsIt = {
  orderDescription: (items: number) => `Ordine negozio: ${items} ${items === 1 ? 'articolo' : 'articoli'}`,
  outOfStock: (name: string, available: number) =>
    available > 0
      ? `Quantità non disponibile per "${name}": ne restano ${available}.`
      : `"${name}" è esaurito.`,
  unavailable: (name: string | null) =>
    name ? `"${name}" non è più disponibile.` : 'Un prodotto del carrello non esiste più.',
  lateOutOfStock:
    "Il pagamento è arrivato dopo la scadenza e i prodotti non erano più disponibili: l'importo viene rimborsato.",
  orderPlaced: 'Ordine ricevuto! Pagamento al ritiro in negozio.',
  orderPaid: "Pagamento completato. L'ordine sarà pronto per il ritiro.",
  statusUpdated: 'Stato ordine aggiornato con successo!',
  refundOrderCancelled: 'Rimborso per ordine annullato',
  refundOrderLate: 'Rimborso automatico: il pagamento è arrivato dopo la scadenza e i prodotti non erano più disponibili',
  pickup: 'Ritiro in negozio',
  total: (rappen: number) => `Totale: ${formatRappen(rappen)}`,
} as const;
