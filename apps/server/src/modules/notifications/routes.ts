import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { unsubscribePageUrl } from './links';
import { scheduleReminders } from './reminders';
import { unsubscribe } from './service';
import {
  getNotificationSettings,
  getTeamNoticeSettings,
  SETTINGS_SAVED,
  updateNotificationSettings,
  updateTeamNoticeSettings,
} from './settings';

/**
 * Unsubscribe (the page's call and RFC 8058 one-click), the reminder settings and the reminder scan (issue 13,
 * ADR 0019).
 */
export async function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext) {
  // Mail clients send the one-click POST form-encoded; only this module reads such bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const config = { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } };

  route(app, 'unsubscribe', {
    config,
    handler: async (request) => unsubscribe(ctx, request.body),
  });

  route(app, 'unsubscribeOneClick', {
    config,
    handler: async (request) => unsubscribe(ctx, request.query),
  });

  route(app, 'unsubscribeOneClickPage', {
    config,
    handler: async (request, reply) =>
      reply
        .code(303)
        .header('location', unsubscribePageUrl(ctx, request.query.email, request.query.token))
        .send(),
  });

  // The admin's 'Notifiche' card: when the reminders go (the scan reads the hours at every run).
  route(app, 'notificationSettings', {
    handler: async () => ({ success: true as const, data: await getNotificationSettings(ctx) }),
  });

  route(app, 'updateNotificationSettings', {
    handler: async (request) => ({
      success: true as const,
      data: await updateNotificationSettings(ctx, request.body),
      message: SETTINGS_SAVED,
    }),
  });

  // The same tab: who on the team hears of bookings, cancellations and moves (ADR 0053).
  route(app, 'teamNoticeSettings', {
    handler: async () => ({ success: true as const, data: await getTeamNoticeSettings(ctx) }),
  });

  route(app, 'updateTeamNoticeSettings', {
    handler: async (request) => ({
      success: true as const,
      data: await updateTeamNoticeSettings(ctx, request.body),
      message: SETTINGS_SAVED,
    }),
  });

  scheduleReminders(ctx);
}
