import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorMessagesIt } from '@barber/shared/messages/it';
import type { Database } from '../db/client';
import type { Config } from './config';
import type { AppContext } from './context';
import { identifyToken, installAccessControl, type RouteInfo } from './access';
import { registerCors, socketCors } from './cors';
import { frameworkErrors, installErrorHandler } from './error-handler';
import { loggerOptions } from './log-redaction';
import { createJobQueue } from './jobs';
import { openGate } from './message-gate';
import { createMailer, outboxSmsTransport, outboxTransport, smtpTransport, type EmailTransport, type SmsTransport } from './mailer';
import { twilioSmsTransport } from './sms-twilio';
import { createPaymentProvider } from './payments/create-provider';
import type { PaymentProvider } from './payments/provider';
import { installDrain, type Drain } from './graceful-stop';
import { loadWebFiles, sendWebFile, type WebFile } from './web-files';
import { createRealtime } from './realtime';
import { diskStorage } from './storage/disk-storage';
import type { FileStorage } from './storage/file-storage';
import { registerMediaRoutes } from './storage/media-routes';
import { memoryRateLimiter, type RateLimiter } from './rate-limiter';
import { connectRedis } from './redis';
import { publicWatchRule } from '../modules/availability/watch-rules';
import { apiModules } from '../modules/registry';
import { scheduleRetention } from '../modules/retention/service';
import { planMessageGate } from '../modules/subscriptions/limits';
import { API_VERSION } from './version';
import { installDateReading } from './date-input';
import { shopTimeZone } from '../modules/shop/service';

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

  installErrorHandler(app);
  await registerCors(app, config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline styles only (toasts inject theirs); scripts stay strictly same-origin with no inline code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    hsts: config.env === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // After the security headers (a 503 while stopping carries them too), before any route's own hooks.
  const drain = installDrain(app, ctx.realtime);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redis.rateLimitStore } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new Error(errorMessagesIt.RATE_LIMITED) as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Barber Studio API', version: API_VERSION, description: 'API della piattaforma di prenotazione.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  installAccessControl(app, ctx, routeTable);
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

/**
 * The public pages whose first paint the web build drew (scripts/prerender-first-paint.mjs, ADR 0029): path ->
 * file inside dist. 'home' is '/'; every other file is named after its path.
 */
export function firstPaintPages(dist: string): Map<string, string> {
  const dir = join(dist, 'first-paint');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => /^[a-z-]+\.html$/.test(name))
      .map((name) => {
        const page = name.slice(0, -'.html'.length);
        return [page === 'home' ? '/' : `/${page}`, `first-paint/${name}`];
      }),
  );
}

/**
 * In production the server also serves the built web app, from memory (web-files.ts, ADR 0040), with an SPA
 * fallback for its client-side routes: the page's drawn first paint when the build made one, else the shell.
 */
async function serveWebApp(app: FastifyInstance, config: Config) {
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = config.webDist
    ? resolve(config.webDist)
    : [join(here, '../../../web/dist'), join(here, '../../web/dist')].find((d) => existsSync(join(d, 'index.html')));
  const files = dist !== undefined && existsSync(join(dist, 'index.html')) ? loadWebFiles(dist) : new Map<string, WebFile>();
  const shell = files.get('/index.html');
  for (const [path, file] of files) app.get(path, { schema: { hide: true } }, (request, reply) => sendWebFile(request, reply, file));
  const firstPaints = dist && shell ? firstPaintPages(dist) : new Map<string, string>();
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api') || !shell || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, code: 'ROUTE_NOT_FOUND', message: errorMessagesIt.ROUTE_NOT_FOUND });
    }
    const drawn = firstPaints.get(path);
    return sendWebFile(request, reply, (drawn && files.get(`/${drawn}`)) || shell);
  });
}
