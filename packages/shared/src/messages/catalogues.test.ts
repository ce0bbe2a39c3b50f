import { describe, expect, it } from 'vitest';
import { bookingRuleMessagesIt, errorMessagesIt, inputMessagesIt } from './it';
import { bookingRuleMessagesDe, errorMessagesDe, inputMessagesDe } from './errors-de';
import { bookingRuleMessagesEn, errorMessagesEn, inputMessagesEn } from './errors-en';
import { bookingRuleMessagesFr, errorMessagesFr, inputMessagesFr } from './errors-fr';
import { zodTextsIt } from './zod-it';
import { zodTextsDe } from './zod-de';
import { zodTextsEn } from './zod-en';
import { zodTextsFr } from './zod-fr';
import { fieldMessagesIt } from './fields-it';
import { fieldMessagesDe } from './fields-de';
import { fieldMessagesEn } from './fields-en';
import { fieldMessagesFr } from './fields-fr';
import { moduleMessagesIt } from './modules-it';
import { moduleMessagesDe } from './modules-de';
import { moduleMessagesEn } from './modules-en';
import { moduleMessagesFr } from './modules-fr';
import { declineMessagesIt, paymentTextsIt } from './payments-it';
import { declineMessagesDe, paymentTextsDe } from './payments-de';
import { declineMessagesEn, paymentTextsEn } from './payments-en';
import { declineMessagesFr, paymentTextsFr } from './payments-fr';
import { shopTextsIt } from './shop-it';
import { shopTextsDe } from './shop-de';
import { shopTextsEn } from './shop-en';
import { shopTextsFr } from './shop-fr';
import { subscriptionTextsIt } from './subscriptions-it';
import { subscriptionTextsDe } from './subscriptions-de';
import { subscriptionTextsEn } from './subscriptions-en';
import { subscriptionTextsFr } from './subscriptions-fr';
import { lastMinuteTextsIt } from './last-minute-it';
import { lastMinuteTextsDe } from './last-minute-de';
import { lastMinuteTextsEn } from './last-minute-en';
import { lastMinuteTextsFr } from './last-minute-fr';
import { depositTextsIt } from './deposits-it';
import { depositTextsDe } from './deposits-de';
import { depositTextsEn } from './deposits-en';
import { depositTextsFr } from './deposits-fr';
import { paymentMailTextsIt } from './payment-mail-it';
import { paymentMailTextsDe } from './payment-mail-de';
import { paymentMailTextsEn } from './payment-mail-en';
import { paymentMailTextsFr } from './payment-mail-fr';
import { planMailTextsIt } from './plan-mail-it';
import { planMailTextsDe } from './plan-mail-de';
import { planMailTextsEn } from './plan-mail-en';
import { planMailTextsFr } from './plan-mail-fr';
import { cancelReasonsIt } from './cancel-reasons-it';
import { cancelReasonsDe } from './cancel-reasons-de';
import { cancelReasonsEn } from './cancel-reasons-en';
import { cancelReasonsFr } from './cancel-reasons-fr';
import { planTextsIt } from './plans-it';
import { planTextsDe } from './plans-de';
import { planTextsEn } from './plans-en';
import { planTextsFr } from './plans-fr';
import { answerTextsIt } from './answers-it';
import { answerTextsDe } from './answers-de';
import { answerTextsEn } from './answers-en';
import { answerTextsFr } from './answers-fr';
import { opsTextsIt } from './ops-it';
import { opsTextsDe } from './ops-de';
import { opsTextsEn } from './ops-en';
import { opsTextsFr } from './ops-fr';

/**
 * Issue 28 item 8: the server's catalogues in German, French and English have every key of the Italian one (the
 * types already refuse a missing key: this reads the values) and none of their texts is the Italian left in place.
 */
const LANGUAGES = {
  de: {
    errors: errorMessagesDe,
    input: inputMessagesDe,
    zod: zodTextsDe,
    rules: bookingRuleMessagesDe,
    fields: fieldMessagesDe,
    modules: moduleMessagesDe,
    declines: declineMessagesDe,
    payments: paymentTextsDe,
    shop: shopTextsDe,
    subscriptions: subscriptionTextsDe,
    lastMinute: lastMinuteTextsDe,
    deposits: depositTextsDe,
    paymentMail: paymentMailTextsDe,
    planMail: planMailTextsDe,
    cancelReasons: cancelReasonsDe,
    answers: answerTextsDe,
    plans: planTextsDe,
    ops: opsTextsDe,
  },
  fr: {
    errors: errorMessagesFr,
    input: inputMessagesFr,
    zod: zodTextsFr,
    rules: bookingRuleMessagesFr,
    fields: fieldMessagesFr,
    modules: moduleMessagesFr,
    declines: declineMessagesFr,
    payments: paymentTextsFr,
    shop: shopTextsFr,
    subscriptions: subscriptionTextsFr,
    lastMinute: lastMinuteTextsFr,
    deposits: depositTextsFr,
    paymentMail: paymentMailTextsFr,
    planMail: planMailTextsFr,
    cancelReasons: cancelReasonsFr,
    answers: answerTextsFr,
    plans: planTextsFr,
    ops: opsTextsFr,
  },
  en: {
    errors: errorMessagesEn,
    input: inputMessagesEn,
    zod: zodTextsEn,
    rules: bookingRuleMessagesEn,
    fields: fieldMessagesEn,
    modules: moduleMessagesEn,
    declines: declineMessagesEn,
    payments: paymentTextsEn,
    shop: shopTextsEn,
    subscriptions: subscriptionTextsEn,
    lastMinute: lastMinuteTextsEn,
    deposits: depositTextsEn,
    paymentMail: paymentMailTextsEn,
    planMail: planMailTextsEn,
    cancelReasons: cancelReasonsEn,
    answers: answerTextsEn,
    plans: planTextsEn,
    ops: opsTextsEn,
  },
};
const ITALIAN = {
  errors: errorMessagesIt,
  input: inputMessagesIt,
  zod: zodTextsIt,
  rules: bookingRuleMessagesIt,
  fields: fieldMessagesIt,
  modules: moduleMessagesIt,
  declines: declineMessagesIt,
  payments: paymentTextsIt,
  shop: shopTextsIt,
  subscriptions: subscriptionTextsIt,
  lastMinute: lastMinuteTextsIt,
  deposits: depositTextsIt,
  paymentMail: paymentMailTextsIt,
  planMail: planMailTextsIt,
  cancelReasons: cancelReasonsIt,
  answers: answerTextsIt,
  plans: planTextsIt,
  ops: opsTextsIt,
};

/** Every text of a catalogue by its path, a function called with a sample value for each of its arguments. */
function texts(catalogue: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'function') {
      const render = value as (...n: number[]) => string;
      out.set(path, String(render(...Array.from({ length: Math.max(render.length, 1) }, () => 7))));
    }
    else if (value && typeof value === 'object') for (const [p, v] of texts(value, `${path}.`)) out.set(p, v);
  }
  return out;
}

describe.each(Object.entries(LANGUAGES))('the %s catalogues', (_language, catalogues) => {
  for (const [name, catalogue] of Object.entries(catalogues)) {
    it(`${name}: the same keys as the Italian, none left in Italian`, () => {
      const italian = texts(ITALIAN[name as keyof typeof ITALIAN]);
      const translated = texts(catalogue);
      expect([...translated.keys()].sort()).toEqual([...italian.keys()].sort());
      const untranslated = [...italian]
        .filter(([path, text]) => translated.get(path) === text)
        .map(([path]) => path);
      expect(untranslated).toEqual([]);
      for (const text of translated.values()) expect(text.trim()).not.toBe('');
    });
  }
});

it('German is written the Swiss way, without ß', () => {
  for (const catalogue of Object.values(LANGUAGES.de))
    for (const text of texts(catalogue).values()) expect(text).not.toContain('ß');
});

/**
 * The server finds a translation by the Italian text (ADR 0061): an Italian text that two catalogues (or two keys)
 * hold must read the same in each language, or which one a caller gets would depend on the order of the tables.
 */
it.each(Object.entries(LANGUAGES))('%s: one translation for each Italian text', (_language, catalogues) => {
  const seen = new Map<string, Set<string>>();
  for (const [name, catalogue] of Object.entries(catalogues)) {
    const italian = texts(ITALIAN[name as keyof typeof ITALIAN]);
    for (const [path, text] of texts(catalogue)) {
      const key = italian.get(path)!;
      seen.set(key, (seen.get(key) ?? new Set()).add(text));
    }
  }
  const ambiguous = [...seen].filter(([, translations]) => translations.size > 1).map(([key, t]) => `${key} -> ${[...t].join(' | ')}`);
  expect(ambiguous).toEqual([]);
});
