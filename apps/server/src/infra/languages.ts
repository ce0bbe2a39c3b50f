import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@barber/shared/messages/error-codes';
import { bookingRuleMessagesIt, errorMessagesIt, inputMessagesIt } from '@barber/shared/messages/it';
import { bookingRuleMessagesDe, errorMessagesDe, inputMessagesDe } from '@barber/shared/messages/errors-de';
import { bookingRuleMessagesEn, errorMessagesEn, inputMessagesEn } from '@barber/shared/messages/errors-en';
import { bookingRuleMessagesFr, errorMessagesFr, inputMessagesFr } from '@barber/shared/messages/errors-fr';
import { LANGUAGES, type Language } from '@barber/shared/messages/languages';
import { requestLanguage } from './caller-language';
import { zodTextsIt } from '@barber/shared/messages/zod-it';
import { zodTextsDe } from '@barber/shared/messages/zod-de';
import { zodTextsEn } from '@barber/shared/messages/zod-en';
import { zodTextsFr } from '@barber/shared/messages/zod-fr';
import type { ZodTexts } from '@barber/shared/messages/zod-texts';
import { rememberRenders, renderingOf, type Catalogue } from '@barber/shared/messages/catalogue';
import { schemaRenderings } from '@barber/shared/messages/schema-renderings';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { fieldMessagesDe } from '@barber/shared/messages/fields-de';
import { fieldMessagesEn } from '@barber/shared/messages/fields-en';
import { fieldMessagesFr } from '@barber/shared/messages/fields-fr';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';
import { moduleMessagesDe } from '@barber/shared/messages/modules-de';
import { moduleMessagesEn } from '@barber/shared/messages/modules-en';
import { moduleMessagesFr } from '@barber/shared/messages/modules-fr';
import { declineMessagesIt, paymentTextsIt } from '@barber/shared/messages/payments-it';
import { declineMessagesDe, paymentTextsDe } from '@barber/shared/messages/payments-de';
import { declineMessagesEn, paymentTextsEn } from '@barber/shared/messages/payments-en';
import { declineMessagesFr, paymentTextsFr } from '@barber/shared/messages/payments-fr';
import { shopTextsIt } from '@barber/shared/messages/shop-it';
import { shopTextsDe } from '@barber/shared/messages/shop-de';
import { shopTextsEn } from '@barber/shared/messages/shop-en';
import { shopTextsFr } from '@barber/shared/messages/shop-fr';
import { subscriptionTextsIt } from '@barber/shared/messages/subscriptions-it';
import { subscriptionTextsDe } from '@barber/shared/messages/subscriptions-de';
import { subscriptionTextsEn } from '@barber/shared/messages/subscriptions-en';
import { subscriptionTextsFr } from '@barber/shared/messages/subscriptions-fr';
import { lastMinuteTextsIt } from '@barber/shared/messages/last-minute-it';
import { lastMinuteTextsDe } from '@barber/shared/messages/last-minute-de';
import { lastMinuteTextsEn } from '@barber/shared/messages/last-minute-en';
import { lastMinuteTextsFr } from '@barber/shared/messages/last-minute-fr';
import { depositTextsIt } from '@barber/shared/messages/deposits-it';
import { depositTextsDe } from '@barber/shared/messages/deposits-de';
import { depositTextsEn } from '@barber/shared/messages/deposits-en';
import { depositTextsFr } from '@barber/shared/messages/deposits-fr';
import { cancelReasonsIt } from '@barber/shared/messages/cancel-reasons-it';
import { cancelReasonsDe } from '@barber/shared/messages/cancel-reasons-de';
import { cancelReasonsEn } from '@barber/shared/messages/cancel-reasons-en';
import { cancelReasonsFr } from '@barber/shared/messages/cancel-reasons-fr';
import { answerTextsIt } from '@barber/shared/messages/answers-it';
import { answerTextsDe } from '@barber/shared/messages/answers-de';
import { answerTextsEn } from '@barber/shared/messages/answers-en';
import { answerTextsFr } from '@barber/shared/messages/answers-fr';
import { planTextsIt } from '@barber/shared/messages/plans-it';
import { planTextsDe } from '@barber/shared/messages/plans-de';
import { planTextsEn } from '@barber/shared/messages/plans-en';
import { planTextsFr } from '@barber/shared/messages/plans-fr';
import { opsTextsIt } from '@barber/shared/messages/ops-it';
import { opsTextsDe } from '@barber/shared/messages/ops-de';
import { opsTextsEn } from '@barber/shared/messages/ops-en';
import { opsTextsFr } from '@barber/shared/messages/ops-fr';

/**
 * The server's side of the four languages (ADR 0061): the texts a caller is answered in (its language is read in
 * caller-language.ts). Italian is the key: a text the server wrote in Italian is looked up in the catalogues that
 * share its key, as gettext does with its msgid.
 */
export type { Language };

/** A catalogue in each language: the same keys, the Italian one the reference. */
type InLanguages<T> = Record<Language, T>;

export const errorMessages: InLanguages<typeof errorMessagesIt> = {
  it: errorMessagesIt,
  de: errorMessagesDe,
  fr: errorMessagesFr,
  en: errorMessagesEn,
};
export const bookingRuleMessages: InLanguages<typeof bookingRuleMessagesIt> = {
  it: bookingRuleMessagesIt,
  de: bookingRuleMessagesDe,
  fr: bookingRuleMessagesFr,
  en: bookingRuleMessagesEn,
};
export const inputMessages: InLanguages<Record<keyof typeof inputMessagesIt, string>> = {
  it: inputMessagesIt,
  de: inputMessagesDe,
  fr: inputMessagesFr,
  en: inputMessagesEn,
};
export const zodTexts: InLanguages<ZodTexts> = {
  it: zodTextsIt,
  de: zodTextsDe,
  fr: zodTextsFr,
  en: zodTextsEn,
};

export const fieldMessages: InLanguages<object> = {
  it: fieldMessagesIt,
  de: fieldMessagesDe,
  fr: fieldMessagesFr,
  en: fieldMessagesEn,
};

const moduleMessages: InLanguages<object> = {
  it: moduleMessagesIt,
  de: moduleMessagesDe,
  fr: moduleMessagesFr,
  en: moduleMessagesEn,
};
const declineMessages: InLanguages<object> = {
  it: declineMessagesIt,
  de: declineMessagesDe,
  fr: declineMessagesFr,
  en: declineMessagesEn,
};
export const paymentTexts: InLanguages<Catalogue<typeof paymentTextsIt>> = {
  it: paymentTextsIt,
  de: paymentTextsDe,
  fr: paymentTextsFr,
  en: paymentTextsEn,
};
export const shopTexts: InLanguages<Catalogue<typeof shopTextsIt>> = { it: shopTextsIt, de: shopTextsDe, fr: shopTextsFr, en: shopTextsEn };
export const subscriptionTexts: InLanguages<Catalogue<typeof subscriptionTextsIt>> = {
  it: subscriptionTextsIt,
  de: subscriptionTextsDe,
  fr: subscriptionTextsFr,
  en: subscriptionTextsEn,
};
/** The deposit's reason, terms and messages (ADR 0064, 0071): the 402 and the hold's refusals in the caller's language. */
export const depositTexts: InLanguages<Catalogue<typeof depositTextsIt>> = {
  it: depositTextsIt,
  de: depositTextsDe,
  fr: depositTextsFr,
  en: depositTextsEn,
};
/** The default cancellation reasons (ADR 0071): an email says them in its recipient's language, by their Italian text. */
const cancelReasons: InLanguages<object> = { it: cancelReasonsIt, de: cancelReasonsDe, fr: cancelReasonsFr, en: cancelReasonsEn };
/** The seeded plans' descriptions and features (plans tab, marketing prices): said by their Italian text. */
const planTexts: InLanguages<object> = { it: planTextsIt, de: planTextsDe, fr: planTextsFr, en: planTextsEn };
const lastMinuteTexts: InLanguages<object> = { it: lastMinuteTextsIt, de: lastMinuteTextsDe, fr: lastMinuteTextsFr, en: lastMinuteTextsEn };

/** The success messages and the walk-in queue's texts (ADR 0066). */
export const answerTexts: InLanguages<Catalogue<typeof answerTextsIt>> = {
  it: answerTextsIt,
  de: answerTextsDe,
  fr: answerTextsFr,
  en: answerTextsEn,
};

/**
 * The shop's everyday texts (ADR 0072): the barber's schedule email, the contact and job-application emails, the
 * reminder's live notice, the walk-in statuses, the usage alerts.
 */
export const opsTexts: InLanguages<Catalogue<typeof opsTextsIt>> = { it: opsTextsIt, de: opsTextsDe, fr: opsTextsFr, en: opsTextsEn };
/** The walk-in statuses, keyed like the success messages: the staff's answer names the status it moved to. */
const walkInStatuses: InLanguages<object> = {
  it: opsTextsIt.walkIn.statuses,
  de: opsTextsDe.walkIn.statuses,
  fr: opsTextsFr.walkIn.statuses,
  en: opsTextsEn.walkIn.statuses,
};

/**
 * The catalogues whose functions render texts the server may have to say again in another language, by the name
 * each Italian one notes its renderings under: made to remember here, at the server's start (rememberRenders).
 */
const RENDERING_CATALOGUES: Record<string, InLanguages<object>> = {
  fields: fieldMessages,
  modules: moduleMessages,
  payments: paymentTexts,
  shop: shopTexts,
  subscriptions: subscriptionTexts,
  deposits: depositTexts,
  zod: zodTexts,
};
for (const [name, catalogue] of Object.entries(RENDERING_CATALOGUES)) rememberRenders(name, catalogue.it);

/** A text in every language, for a message that carries values ('…meno di 12 ore'). */
export type LocalizedText = Readonly<Record<Language, string>>;

/** The text `pick` chooses from a catalogue, in every language: `inEveryLanguage(bookingRuleMessages, (m) => m.outsideWindow(14))`. */
export function inEveryLanguage<T>(catalogue: InLanguages<T>, pick: (texts: T) => string): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(catalogue[lang])])) as Record<
    Language,
    string
  >;
}

/** The catalogues whose fixed texts translate by their Italian text. */
export const KEYED_CATALOGUES: InLanguages<object>[] = [
  errorMessages,
  inputMessages,
  zodTexts,
  fieldMessages,
  moduleMessages,
  declineMessages,
  paymentTexts,
  shopTexts,
  subscriptionTexts,
  lastMinuteTexts,
  depositTexts,
  cancelReasons,
  answerTexts,
  walkInStatuses,
  planTexts,
];

/** Italian text -> the same key's text in another language, for every fixed (string) entry, nested included. */
function pairTexts(it: object, other: object, into: Map<string, string>) {
  for (const [key, italian] of Object.entries(it)) {
    const translated = (other as Record<string, unknown>)[key];
    if (typeof italian === 'string' && typeof translated === 'string') into.set(italian, translated);
    else if (italian && typeof italian === 'object' && translated && typeof translated === 'object') {
      pairTexts(italian, translated, into);
    }
  }
}

const tables = new Map<Language, Map<string, string>>();
function tableFor(lang: Language): Map<string, string> {
  let table = tables.get(lang);
  if (!table) {
    table = new Map();
    for (const catalogue of KEYED_CATALOGUES) pairTexts(catalogue.it, catalogue[lang], table);
    // What the schemas rendered while they loaded, before anything could note it.
    const translated = schemaRenderings(fieldMessages[lang] as Catalogue<typeof fieldMessagesIt>);
    const into = table;
    schemaRenderings(fieldMessagesIt).forEach((text, i) => into.set(text, translated[i]!));
    tables.set(lang, table);
  }
  return table;
}

/**
 * An Italian text a catalogue function rendered ('La password deve essere di almeno 8 caratteri'), rendered again
 * by the same function of `lang`'s catalogue with the same values; a value that is itself an Italian text (a
 * message inside a message) is said in `lang` too.
 */
function rerender(lang: Language, italian: string): string | undefined {
  const rendering = renderingOf(italian);
  const catalogue = rendering && RENDERING_CATALOGUES[rendering.catalogue]?.[lang];
  if (!rendering || !catalogue) return undefined;
  const render = rendering.path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    catalogue,
  );
  if (typeof render !== 'function') return undefined;
  const args = rendering.args.map((arg) => (typeof arg === 'string' ? translate(lang, arg) : arg));
  return (render as (...values: unknown[]) => string)(...args);
}

/** An Italian text in `lang`; the Italian itself when it has no translation (yet) or lang is Italian. */
export function translate(lang: Language, italian: string): string {
  if (lang === 'it') return italian;
  return tableFor(lang).get(italian) ?? rerender(lang, italian) ?? italian;
}

/** An error body with the code's own text in the caller's language. */
export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode) {
  return reply.send({ success: false, code, message: errorMessages[requestLanguage(request)][code] });
}

/**
 * The `message` of a successful answer in the caller's language (ADR 0066), by its Italian text as the errors are
 * (ADR 0061): the modules keep writing Italian, an Italian caller gets it untouched, a text with no translation yet
 * stays Italian. Before serialisation: the answer is still an object and its schema checks the result.
 */
export function installAnswerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 300 || !payload || typeof payload !== 'object') return payload;
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== 'string' || !message) return payload;
    const lang = requestLanguage(request);
    if (lang === 'it') return payload;
    return { ...payload, message: translate(lang, message) };
  });
}
