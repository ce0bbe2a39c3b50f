/** The owner's editor of the shop's content in other languages (issue 28 item 5). */
export const contentTranslationTexts = {
  open: 'Traduzioni',
  openLabel: (name: string) => `Traduzioni di ${name}`,
  intro: "Scrivi i testi in tedesco, francese e inglese. Dove lasci vuoto, i clienti leggono l'italiano.",
  /** Under each field: what a visitor of that language reads while it is empty. */
  italianShown: (text: string) => `Vuoto: si legge «${text}»`,
  failed: 'Non è stato possibile salvare le traduzioni.',
  saved: 'Traduzioni salvate.',
  /** The count beside the button: how many of the three languages have a text. */
  languagesDone: (done: number) => (done === 1 ? '1 lingua' : `${done} lingue`),
  /** The shop's motto in 'Impostazioni' (ADR 0073): the field's name, the button, and why it waits for the Italian. */
  tagline: 'Motto',
  taglineOpen: 'Traduzioni del motto',
  taglineFirst: 'Per tradurre il motto, scrivilo prima in italiano e salva.',
};
