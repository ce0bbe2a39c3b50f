import { installAnswerLanguage } from './infra/languages';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { installAccessControl, type RouteInfo } from './infra/access';
import type { Config } from './infra/config';
import type { AppContext } from './infra/context';
import { registerCors, socketCors } from './infra/cors';
import { installDateReading } from './infra/date-input';
import { frameworkErrors, installErrorHandler } from './infra/error-handler';
import { installDrain, type Drain } from './infra/graceful-stop';
import { registerHttpPlugins, registerSecurityHeaders } from './infra/http-plugins';
import { createJobQueue } from './infra/jobs';
import { installRequestLog, loggerOptions } from './infra/log-redaction';
import { createMailer, outboxSmsTransport, outboxTransport, smtpTransport, type EmailTransport, type SmsTransport } from './infra/mailer';
import { openGate } from './infra/message-gate';
import { createPaymentProvider } from './infra/payments/create-provider';
import type { PaymentProvider } from './infra/payments/provider';
import { memoryRateLimiter, type RateLimiter } from './infra/rate-limiter';
import { createRealtime } from './infra/realtime';
import { connectRedis } from './infra/redis';
import { twilioSmsTransport } from './infra/sms-twilio';
import { diskStorage } from './infra/storage/disk-storage';
import type { FileStorage } from './infra/storage/file-storage';
import { registerMediaRoutes } from './infra/storage/media-routes';
import { serveWebApp } from './infra/web-app';
import { appointmentPayments } from './modules/appointments/payment-subject';
import { identifyToken } from './modules/auth/identify';
import { publicWatchRule } from './modules/availability/watch-rules';
import { orderPayments } from './modules/orders/payment-bridge';
import { registerPaymentSubject } from './modules/payments/subjects';
import { apiModules } from './modules/registry';
import { scheduleRetention } from './modules/retention/service';
import { shopTimeZone } from './modules/shop/service';
import { assertPlanActive, planMessageGate } from './modules/subscriptions/limits';
import { planPayments } from './modules/subscriptions/payment-subject';

/**
 * The composition root: the one place that knows both the infrastructure (infra/, db/) and the modules, and
 * wires them together. Infra never imports a module; what it needs from one (who a token is, the plan gate, the
 * shop's time zone) is handed to it here (ADR 0043).
 */

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => Date;
  emailTransport?: EmailTransport;
  /** SMS delivery other than the configured one (tests: Twilio's client pointed at a local fake). */
  smsTransport?: SmsTransport;
  /** Shared counters (Redis) for several instances; a memory store otherwise. */
  limiter?: RateLimiter;
  /** A payment provider other than the configured one (tests: Stripe's SDK pointed at a local fake). */
  paymentProvider?: PaymentProvider | null;
  /** Where uploads go; the data directory's uploads/ folder otherwise (tests: a folder of their own). */
  storage?: FileStorage;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every /api route with its access rule: the access-matrix test walks it. */
  routeTable: RouteInfo[];
  /** The first steps of a clean stop (graceful-stop.ts); main.ts runs them before app.close(). */
  drain: Drain;
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const app = Fastify({
    // No credential or one-time token in a log line (log-redaction.ts).
    logger: loggerOptions(config.logLevel),
    // One line per request instead of Fastify's two (installRequestLog below).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // JSON bodies of this API are small; uploads will come through multipart with their own limits.
    bodyLimit: 100 * 1024,
    // The router's own answers to unreadable addresses, in Italian (error-handler.ts).
    frameworkErrors,
    // While stopping, the drain's hook answers 503 in Italian (graceful-stop.ts), not Fastify's English one.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = createJobQueue(database.db, app.log, config.jobsPollMs);
  const transport = options.emailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport);
  const smsTransport = options.smsTransport ?? (config.twilio ? twilioSmsTransport(config.twilio) : outboxSmsTransport);
  // Several instances share socket.io events and rate-limit counters through Redis (infra/redis.ts).
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    jobs,
    mailer: createMailer(database.db, jobs, transport, config.mailFrom, () => ctx.messageGate, smsTransport),
    realtime: createRealtime({
      identify: (token) => identifyToken(ctx, token),
      trustProxy: config.trustProxy,
      canWatch: publicWatchRule(() => ctx),
      adapter: redis?.socketAdapter,
      ...(redis ? { link: redis.link } : {}),
      cors: socketCors(config.corsOrigins),
      log: app.log,
    }),
    limiter: options.limiter ?? redis?.limiter ?? memoryRateLimiter(),
    now: options.now ?? (() => new Date()),
    log: app.log,
    payments: null,
    storage: options.storage ?? diskStorage(join(config.dataDir, 'uploads')),
    messageGate: openGate,
  };
  // The plan's monthly email and SMS limits (modules/subscriptions, ADR 0017).
  ctx.messageGate = planMessageGate(ctx);
  ctx.payments = options.paymentProvider !== undefined ? options.paymentProvider : createPaymentProvider(config.payments, ctx.now);
  const routeTable: RouteInfo[] = [];

  installRequestLog(app);
  installErrorHandler(app);
  installAnswerLanguage(app);
  await registerCors(app, config);
  await registerSecurityHeaders(app, config);
  // After the security headers (a 503 while stopping carries them too), before any route's own hooks.
  const drain = installDrain(app, ctx.realtime);
  await registerHttpPlugins(app, redis);

  installAccessControl(
    app,
    { identify: (token) => identifyToken(ctx, token), assertPlanActive: () => assertPlanActive(ctx.db) },
    routeTable,
  );
  // What payments needs from each thing that can be paid (modules/payments/subjects.ts, ADR 0043).
  registerPaymentSubject('appointment', appointmentPayments);
  registerPaymentSubject('product_order', orderPayments);
  registerPaymentSubject('subscription', planPayments);
  installDateReading(app, () => shopTimeZone(ctx));
  for (const registerModule of apiModules) await app.register((instance) => registerModule(instance, ctx), { prefix: '/api' });
  // Personal data kept only as long as ADR 0009 says: one hourly job, beside the modules' own clean-ups.
  scheduleRetention(ctx);

  registerMediaRoutes(app, ctx.storage);
  await serveWebApp(app, config);

  app.addHook('onReady', async () => {
    ctx.realtime.attach(app.server);
    // Waits briefly so the first events already cross instances; a Redis that is down only delays the start.
    await redis?.ready(3_000);
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await ctx.realtime.close();
    await redis?.close();
  });
  return { app, ctx, routeTable, drain };
}
