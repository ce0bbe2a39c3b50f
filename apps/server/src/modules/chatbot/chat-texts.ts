import type { Language } from '@barber/shared/messages/languages';
import type { Catalogue } from '@barber/shared/messages/catalogue';
import { chatbotTextsIt } from '@barber/shared/messages/chatbot-it';
import { chatbotTextsDe } from '@barber/shared/messages/chatbot-de';
import { chatbotTextsFr } from '@barber/shared/messages/chatbot-fr';
import { chatbotTextsEn } from '@barber/shared/messages/chatbot-en';

/** The assistant's own texts in each language (ADR 0067); Italian the reference. */
export type ChatTexts = Catalogue<typeof chatbotTextsIt>;

export const CHAT_TEXTS: Readonly<Record<Language, ChatTexts>> = {
  it: chatbotTextsIt,
  de: chatbotTextsDe,
  fr: chatbotTextsFr,
  en: chatbotTextsEn,
};

const labelTables = new Map<Language, Map<string, string>>();

/**
 * A fixed button label written in Italian (the default FAQ's actions, default-faqs.ts) in `lang`, found by its
 * Italian text as the server's other catalogues are (ADR 0061); the Italian itself when it has none.
 */
export function labelIn(lang: Language, italian: string): string {
  if (lang === 'it') return italian;
  let table = labelTables.get(lang);
  if (!table) {
    table = new Map();
    const target = CHAT_TEXTS[lang].label as Record<string, unknown>;
    for (const [key, text] of Object.entries(chatbotTextsIt.label)) {
      const translated = target[key];
      if (typeof text === 'string' && typeof translated === 'string') table.set(text, translated);
    }
    labelTables.set(lang, table);
  }
  return table.get(italian) ?? italian;
}
