import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { consultationServiceLabel, CONSULTATION_MAX_DAYS_AHEAD, DEMO_INTEREST } from '@barber/shared/domain/contact';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import type {
  ContactCreated,
  ContactHandledResponse,
  ContactRequest,
  ContactRequestItem,
  ContactRequestsQuery,
  ContactRequestsResponse,
} from '@barber/shared/contract/contact';
import type { z } from 'zod';
import type { Language } from '@barber/shared/messages/languages';
import type { Config } from '../../infra/config';
import type { AppContext } from '../../infra/context';
import { activeAdminContacts } from '../users/index';
import { AppError } from '../../infra/errors';
import type { AuthUser } from '../../infra/access';
import { tooManyRequests } from '../../infra/too-many-requests';
import type { Executor } from '../../db/client';
import {
  notificationSettings,
  contactConfirmationEmail,
  contactOwnerEmail,
  type ContactFacts,
} from '../notifications/index';
import { shopTimeZone } from '../shop/index';
import * as repo from './repo';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

type ContactBody = z.output<typeof ContactRequest>;

export const CONTACT_SENT = 'Richiesta inviata! Ti contatteremo presto.';
export const CONTACT_WINDOW_MS = 60 * 60_000;

/**
 * Requests an hour from one address: 5 with the default PUBLIC_FORM_RATE_LIMIT of 30 a minute (a sixth of it),
 * so a load test that raises the public form limit raises this one with it. Counted in ctx.limiter (Redis with
 * several instances): a person sends one or two; a bot filling the shop's inbox is stopped.
 */
export function contactLimit(config: Pick<Config, 'publicFormRateLimit'>): number {
  return Math.max(1, Math.floor(config.publicFormRateLimit / 6));
}

async function enforceContactLimit(ctx: AppContext, reply: FastifyReply, address: string, phone: string) {
  const max = contactLimit(ctx.config);
  const hits = await Promise.all(
    [`contact:ip:${address}`, `contact:phone:${phone}`].map((key) => ctx.limiter.hit(key, max, CONTACT_WINDOW_MS)),
  );
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length === 0) return;
  throw tooManyRequests(
    reply,
    'RATE_LIMITED',
    moduleMessagesIt.tooManyContactRequests,
    Math.max(...refused.map((hit) => hit.resetInMs)),
  );
}

/**
 * Where the shop's notices go and in which language: its own address (the setup asks for it) in the first admin's
 * language (the owner's, ADR 0066), else every active admin in their own.
 */
async function ownerAddresses(tx: Executor, shopEmail: string): Promise<{ email: string; language: Language }[]> {
  const admins = await activeAdminContacts(tx);
  if (shopEmail) return [{ email: shopEmail, language: admins[0]?.language ?? 'it' }];
  return admins;
}

const invalidDate = (message: string) => new AppError('VALIDATION', message, [{ field: 'date', message }]);

export async function createRequest(
  ctx: AppContext,
  reply: FastifyReply,
  address: string,
  body: ContactBody,
  /** The language of the page the request was sent from: the sender's confirmation is written in it. */
  lang: Language = 'it',
): Promise<z.input<typeof ContactCreated>> {
  // A filled honeypot is a bot: it hears what a person hears, and nothing is stored or sent.
  if (body.website?.trim()) {
    return {
      success: true,
      message: CONTACT_SENT,
      data: { _id: randomUUID(), kind: body.kind ?? 'demo', createdAt: ctx.now().toISOString() },
    };
  }
  if (body.kind === 'consultation') {
    const today = todayInZone(ctx.now(), await shopTimeZone(ctx));
    if (body.date < today) throw invalidDate(fieldMessagesIt.absences.notPast);
    if (body.date > addDays(today, CONSULTATION_MAX_DAYS_AHEAD)) throw invalidDate(moduleMessagesIt.consultationTooFar);
  }
  await enforceContactLimit(ctx, reply, address, body.phone);

  const facts: ContactFacts =
    body.kind === 'consultation'
      ? {
          kind: 'consultation',
          name: body.name,
          email: body.email ?? null,
          phone: body.phone,
          salonName: null,
          interest: null,
          service: body.service,
          date: body.date,
          time: body.time,
          message: body.message ?? '',
        }
      : {
          kind: 'demo',
          name: body.name,
          email: body.email,
          phone: body.phone,
          salonName: body.salonName || null,
          interest: body.interest || DEMO_INTEREST,
          service: null,
          date: null,
          time: null,
          message: body.message ?? '',
        };

  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertRequest(tx, {
      kind: facts.kind,
      name: facts.name,
      email: facts.email,
      phone: facts.phone,
      salonName: facts.salonName,
      interest: facts.interest,
      service: facts.service,
      preferredDate: facts.date,
      preferredTime: facts.time,
      message: facts.message,
      // The spec's own demo client sends only after its privacy checkbox is ticked (the schema refuses false).
      privacyAccepted: facts.kind === 'demo',
      createdAt: ctx.now(),
    });
    const { shop } = await notificationSettings(tx);
    for (const to of await ownerAddresses(tx, shop.email)) await ctx.mailer.queue(tx, contactOwnerEmail(shop, to.email, facts, to.language));
    if (facts.email) await ctx.mailer.queue(tx, contactConfirmationEmail(shop, { ...facts, email: facts.email }, lang));
    return inserted;
  });
  ctx.jobs.kick();
  return {
    success: true,
    message: CONTACT_SENT,
    data: { _id: row.id, kind: row.kind, createdAt: row.createdAt.toISOString() },
  };
}

export function toItem(row: repo.ContactRow): ContactRequestItem {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    salonName: row.salonName,
    interest: row.interest,
    service: row.service,
    serviceLabel: row.service ? consultationServiceLabel(row.service) : null,
    date: row.preferredDate,
    time: row.preferredTime,
    message: row.message,
    privacyAccepted: row.privacyAccepted,
    handled: row.handledAt !== null,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRequests(
  ctx: AppContext,
  query: z.output<typeof ContactRequestsQuery>,
): Promise<ContactRequestsResponse> {
  const { rows, total } = await repo.listRequests(ctx.db, query);
  return {
    success: true,
    data: rows.map(toItem),
    pagination: { total, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)), limit: query.limit },
    open: await repo.countOpen(ctx.db),
  };
}

export async function markHandled(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  handled: boolean,
): Promise<z.input<typeof ContactHandledResponse>> {
  const row = await repo.setHandled(ctx.db, id, handled ? { at: ctx.now(), by: user.id } : null);
  if (!row) throw new AppError('NOT_FOUND', moduleMessagesIt.requestNotFound);
  return {
    success: true,
    message: handled ? 'Richiesta segnata come gestita' : 'Richiesta riaperta',
    data: toItem(row),
  };
}

/** Personal data kept 12 months (ADR 0025), then deleted by a daily job. */
export const CONTACT_RETENTION_DAYS = 365;
const RETENTION_JOB = 'contact.retention';

export async function purgeOldRequests(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - CONTACT_RETENTION_DAYS * 24 * 60 * 60_000);
  return repo.deleteOlderThan(ctx.db, before);
}

export function scheduleContactRetention(ctx: AppContext) {
  ctx.jobs.register(RETENTION_JOB, async () => {
    await purgeOldRequests(ctx);
  });
  ctx.jobs.every(RETENTION_JOB, 24 * 60 * 60_000);
}
