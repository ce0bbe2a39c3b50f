/**
 * The owner's emails about the shop's plan (issue 12 item 4) in Italian, verbatim as subscriptions/renewal.ts wrote
 * them, the reference of plan-mail-de/fr/en.ts (ADR 0071): each admin reads them in their account's language. The
 * subjects are subscriptions-it.ts's; the plan's name, dates and amounts come in already written.
 */
export const planMailTextsIt = {
  renewsOn: (plan: string, date: string, price: string) =>
    `Il tuo piano ${plan} verrà rinnovato automaticamente il ${date} (${price}).`,
  endsOn: (plan: string, date: string) =>
    `Il tuo piano ${plan} termina il ${date}. Rinnovalo per non perdere l'accesso alla dashboard.`,
  renewed: (plan: string, price: string) => `Il tuo piano ${plan} è stato rinnovato: ${price} addebitati.`,
  expiredOn: (plan: string, date: string) =>
    `Il tuo piano ${plan} è scaduto il ${date}. Seleziona un piano per riattivare la dashboard.`,
  failedSubject: 'Rinnovo abbonamento non riuscito',
  failed: (plan: string, price: string, why: string) =>
    `Il rinnovo del piano ${plan} (${price}) non è stato addebitato: ${why}`,
  needsAuthentication:
    'la banca chiede la conferma del titolare della carta (3D Secure), che senza di te non è possibile.',
  methodUnusable: 'il metodo di pagamento salvato non è più utilizzabile.',
  payAgain: (blocked: string) => `${blocked}: scegli il piano e paga dalla pagina Abbonamento.`,
};
export type PlanMailTexts = typeof planMailTextsIt;
