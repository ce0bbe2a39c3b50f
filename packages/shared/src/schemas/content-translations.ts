import { z } from 'zod';
import { TRANSLATED_LANGUAGES } from '../domain/content-translations';
import { line, multiLine } from './text';

/** The owner's versions of a text in another language (issue 28 item 5): within the Italian field's own length. */
const TOO_LONG = 'Il testo tradotto è troppo lungo';

export interface TranslatedField {
  max: number;
  /** Descriptions keep their line breaks; names are one line. */
  multiLine?: boolean;
}

/**
 * The body that saves a row's translations: `{ de: { name, description }, fr: …, en: … }`, every language and
 * every field optional; an empty text removes that version (the Italian is shown again).
 */
export function translationsBody<F extends string>(fields: Record<F, TranslatedField>) {
  const texts = z.strictObject(
    Object.fromEntries(
      Object.entries<TranslatedField>(fields).map(([name, field]) => {
        const text = z.string().trim().max(field.max, { error: TOO_LONG });
        return [name, (field.multiLine ? multiLine(text) : line(text)).optional()];
      }),
    ) as Record<F, z.ZodOptional<z.ZodString>>,
  );
  return z.strictObject(
    Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, texts.optional()])) as Record<
      (typeof TRANSLATED_LANGUAGES)[number],
      z.ZodOptional<typeof texts>
    >,
  );
}

/** The translations as the admin reads them back: the same shape, only the texts written. */
export const ContentTranslationsRead = z.partialRecord(z.enum(TRANSLATED_LANGUAGES), z.partialRecord(z.string(), z.string()));

/** A service's translatable texts and their limits (the Italian fields' own, staff.ts). */
export const SERVICE_TRANSLATED = { name: { max: 120 }, description: { max: 1000, multiLine: true } } as const;
export const ServiceTranslationsRequest = translationsBody(SERVICE_TRANSLATED);
export type ServiceTranslationsRequest = z.input<typeof ServiceTranslationsRequest>;

/** A product's translatable texts (the brand is a name and stays as it is); limits as products.ts's own. */
export const PRODUCT_TRANSLATED = { name: { max: 120 }, description: { max: 2000, multiLine: true } } as const;
export const ProductTranslationsRequest = translationsBody(PRODUCT_TRANSLATED);
export type ProductTranslationsRequest = z.input<typeof ProductTranslationsRequest>;

/** An FAQ's question and answer (the assistant's, issue 28 item 5); limits as the Italian ones (ChatFaqInput). */
export const FAQ_TRANSLATED = { question: { max: 300 }, answer: { max: 2000, multiLine: true } } as const;
export const FaqTranslationsRequest = translationsBody(FAQ_TRANSLATED);
export type FaqTranslationsRequest = z.input<typeof FaqTranslationsRequest>;

/** The shop's motto in 'Impostazioni', shown on the home page and the business card; its limit as setup.ts's. */
export const SHOP_TRANSLATED = { tagline: { max: 160 } } as const;
export const ShopTranslationsRequest = translationsBody(SHOP_TRANSLATED);
export type ShopTranslationsRequest = z.input<typeof ShopTranslationsRequest>;
