/**
 * /conferma-email#token=… (ADR 0031): the emailed link that proves the account's address. Apart from it.ts so
 * the texts load with that page only.
 */
export const confirmEmail = {
  title: 'Conferma email',
  pending: 'Conferma della tua email in corso…',
  invalidLink: 'Il link di conferma non è valido. Accedi e chiedine uno nuovo dal tuo profilo con "Invia di nuovo il link".',
  failed: 'Non è stato possibile confermare la tua email. Riprova tra qualche istante.',
  toProfile: 'Vai al tuo profilo',
  toLogin: 'Accedi',
  toHome: 'Torna alla home',
} as const;
