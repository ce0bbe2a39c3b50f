import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorMessagesIt } from '@barber/shared/messages/it';
import type { Config } from './config';
import type { RedisServices } from './redis';
import { API_VERSION } from './version';

/** The security headers: first, so every answer (a 503 while stopping too) carries them. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
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
}

/** Cookies, the per-route rate limits (shared through Redis when there is one) and the API's OpenAPI pages. */
export async function registerHttpPlugins(app: FastifyInstance, redis: RedisServices | undefined) {
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
}
