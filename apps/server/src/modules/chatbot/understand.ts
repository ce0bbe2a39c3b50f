import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import { extractEntities, type CatalogBarber, type CatalogService, type Entities } from './entities';
import { extractEntitiesIn } from './entities-foreign';
import type { Steering } from './lexicon';
import { MIN_COVERAGE, MIN_SCORE, PARTIAL_SCORE, type Label, type Match, type Matcher } from './matcher';
import { tokens } from './text';

export interface Understanding {
  /** null: not understood. */
  label: Label | null;
  entities: Entities;
  ranked: Match[];
}

const SLOT_WORDS = /^(libero|libera|liberi|posto|posti|buco|disponibil\w*|prenotabile)$/;
const MINE_WORDS = /^(mio|mia|miei|mie|ho|abbiamo)$/;
const BOOKING_WORDS = /^(appuntament\w*|prenotazion\w*)$/;
const HOURS_WORDS = /^(orari|orario|aperti|aperto|apertura|chiusi|chiuso|chiusura|aprite|chiudete)$/;
const PRICE_WORDS = /^(costa|costano|costo|prezzo|prezzi|quanto|paga|pagare|viene|franchi|chf)$/;
const DURATION_WORDS = /^(dura|durata|minuti|tempo|ci vuole|mettete)$/;
const ITALIAN: Steering = {
  slot: SLOT_WORDS,
  mine: MINE_WORDS,
  booking: BOOKING_WORDS,
  hours: HOURS_WORDS,
  price: PRICE_WORDS,
  duration: DURATION_WORDS,
};

/**
 * What a question asks: the matcher's ranking, then the named things correct it where words alone mislead
 * (a barber, a day or a part of the day with 'posto'/'libero' is a free-slot question; a product category
 * without a price word is the shop's stock). Deterministic: the same question always gets the same answer. The
 * matcher's language decides the words read (ADR 0067): Italian's here, another language's from its lexicon.
 */
export function understand(
  matcher: Matcher,
  question: string,
  role: ChatbotRole,
  catalog: { services: readonly CatalogService[]; barbers: readonly CatalogBarber[] },
  today: string,
): Understanding {
  const lex = matcher.lexicon;
  const steer = lex?.steering ?? ITALIAN;
  const entities = lex ? extractEntitiesIn(lex, question, catalog, today) : extractEntities(question, catalog, today);
  const ranked = matcher.rank(question, role, 10);
  const words = tokens(question);
  const slotWord = words.some((w) => steer.slot.test(w));
  const priceWord = words.some((w) => steer.price.test(w));
  const durationWord = words.some((w) => steer.duration.test(w));
  const when = entities.date !== null || entities.part !== null;

  const boost = (intent: string, factor: number) => {
    const m = ranked.find((r) => r.label.kind === 'intent' && r.label.intent === intent);
    if (m) m.score *= factor;
    else ranked.push({ label: { kind: 'intent', intent: intent as never }, score: MIN_SCORE * factor * 0.6, coverage: MIN_COVERAGE, exact: true });
  };
  if ((entities.barber || when) && slotWord) boost('nextSlot', 2);
  else if (entities.barber && when) boost('nextSlot', 1.6);
  if (entities.services.length > 0 && priceWord && !durationWord) boost('price', 1.5);
  if (entities.category && !entities.services.length) boost('products', 1.5);
  if ((role === 'client' || role === 'guest') && words.some((w) => steer.mine.test(w)) && words.some((w) => steer.booking.test(w))) {
    boost('myAppointment', 1.8);
  }
  if (entities.date && !slotWord && words.some((w) => steer.hours.test(w))) boost('hours', 1.5);
  ranked.sort((a, b) => b.score - a.score);

  // A greeting or a thanks in front of a question ('Ciao, vorrei i prezzi') is not the question.
  const chatter = (m: Match) => m.label.kind === 'intent' && (m.label.intent === 'greeting' || m.label.intent === 'thanks');
  const substantive = ranked.find((m) => !chatter(m) && m.score >= MIN_SCORE && m.coverage >= MIN_COVERAGE && m.exact);
  if (ranked[0] && chatter(ranked[0]) && substantive) ranked.splice(ranked.indexOf(substantive), 1).forEach((m) => ranked.unshift(m));

  const top = ranked[0];
  // A match made only of typo-corrected words must cover more of its phrasing to count.
  // A live intent whose things are named ('che cifra per taglio+barba?': a service) needs less of its phrasing.
  const corroborated =
    top?.label.kind === 'intent' &&
    ((entities.serviceExact && ['price', 'duration', 'nextSlot'].includes(top.label.intent)) ||
      ((entities.barber !== null || when) && top.label.intent === 'nextSlot') ||
      (entities.category !== null && top.label.intent === 'products'));
  const understood =
    top !== undefined &&
    top.score >= MIN_SCORE &&
    top.coverage >= MIN_COVERAGE &&
    (top.coverage >= 0.6 || top.score >= PARTIAL_SCORE || corroborated) &&
    (top.exact || top.coverage >= 0.75);
  return { label: understood ? top.label : null, entities, ranked };
}
