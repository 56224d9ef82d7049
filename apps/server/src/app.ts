// Builds the Fastify application; never listens (main.ts does). Plugin order: ecosystem →
// own plugins → decorators → hooks → routes.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { LIMITS } from '@tradebridge/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { serverModules, type ModuleContext } from './composition/modules.ts';
import { tradeAuthorities } from './composition/trade-authorities.ts';
import { createReportRegistry, type ReportDefinition } from './modules/services/download/index.ts';
import { createSecrets } from './platform/crypto.ts';
import { createRails } from './rails/index.ts';
import { serializeError } from './platform/log-safety.ts';
import type { Deps } from './platform/deps.ts';
import { authPlugin, authScope } from './platform/http/auth.ts';
import { idempotencyPlugin } from './platform/http/idempotency.ts';
import { serverTimingPlugin } from './platform/http/server-timing.ts';
import { securityHeadersPlugin } from './platform/http/security-headers.ts';
import { housekeepingJob, housekeepingSchedule } from './platform/housekeeping.ts';
import { createJobQueue } from './platform/jobs.ts';
import { createOutbox } from './platform/outbox.ts';
import type { Config } from './platform/config.ts';
import type { Database, Db } from './platform/db/client.ts';
import {
  API_PREFIX,
  apiNotFound,
  envelopePlugin,
  requestIdFrom,
} from './platform/http/envelope.ts';
import { zodValidatorCompiler } from './platform/http/validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    deps: Deps;
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Pino options or false; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built portal and console when their dist folders exist. Default true. */
  serveWeb?: boolean;
  /** The outside parties' rails instead of the configured ones (tests hand in fakes). */
  rails?: Deps['rails'];
  /** The download centre's reports instead of every area's (tests of the registry). */
  reports?: readonly ReportDefinition[];
};

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));

export const loggerOptions = (level: string) => ({
  level,
  // A failed SQL statement is logged by its name and the database's error, never its parameters.
  serializers: { err: serializeError },
  // Tokens, codes and passwords never reach the log.
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["session-finance-token"]',
      'res.headers["set-cookie"]',
    ],
    censor: '[redacted]',
  },
});

export const buildApp = async (options: BuildOptions): Promise<FastifyInstance> => {
  const { config, database } = options;
  const app = Fastify({
    // Our options (redaction, the error serializer) under whatever a caller adds (a test's stream).
    logger:
      options.logger === undefined || options.logger === true
        ? loggerOptions(config.logLevel)
        : options.logger && typeof options.logger === 'object'
          ? { ...loggerOptions(config.logLevel), ...options.logger }
          : options.logger,
    genReqId: requestIdFrom,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: 12 * 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tradebridge API',
        description:
          'Merchant (/api/mer), operator (/api/ops) and public (/api/pub) calls. Every answer is an envelope: {status: 1, result} or {status: 0, errorCode, message}. Send the Language header (zh-CN, en-US, ru-RU, zh-TW) for localized messages.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document is built either way (app.swagger()); API_DOCS=off only stops serving it.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  await app.register(serverTimingPlugin, { enabled: config.serverTiming });
  await app.register(securityHeadersPlugin);

  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 10 },
  });
  await app.register(envelopePlugin);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const deps = {
    db: database.db,
    config,
    secrets: createSecrets(config.appSecret),
    outbox: createOutbox(database.db, config, app.log),
    log: app.log,
    rails: options.rails ?? createRails(config, database.db),
  } as Deps;
  // The download centre's reports: every module's (reports in its index.ts).
  const reports = createReportRegistry(
    options.reports ?? serverModules.flatMap((module) => module.reports ?? []),
  );
  const context: ModuleContext = { reports, tradeAuthorities };
  // Job handlers get the same deps they are part of; main.ts starts the worker.
  deps.jobs = createJobQueue(database.db, app.log, {
    concurrency: config.jobWorkers,
    definitions: [
      ...serverModules.flatMap((module) => module.jobs?.(deps, context) ?? []),
      housekeepingJob(database.db, config.dataDir),
    ],
    schedules: [
      ...serverModules.flatMap((module) =>
        typeof module.schedules === 'function'
          ? module.schedules(context)
          : (module.schedules ?? []),
      ),
      housekeepingSchedule,
    ],
  });
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await deps.outbox.settle();
  });
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);

  // Every module's routes, in the list's order (composition/modules.ts), each with the context.
  const routesOf = (kind: 'rootRoutes' | 'merRoutes' | 'opsRoutes' | 'devRoutes') =>
    serverModules.flatMap((module) => (module[kind] ? [module[kind]] : []));
  for (const routes of routesOf('rootRoutes')) await app.register(routes, { ...context });
  await app.register(
    async (mer) => {
      await mer.register(authScope('user'));
      for (const routes of routesOf('merRoutes')) await mer.register(routes, { ...context });
    },
    { prefix: `${API_PREFIX}/api/mer` },
  );
  await app.register(
    async (ops) => {
      await ops.register(authScope('operator'));
      for (const routes of routesOf('opsRoutes')) await ops.register(routes, { ...context });
    },
    { prefix: `${API_PREFIX}/api/ops` },
  );
  if (config.devInbox !== 'off') {
    await app.register(
      async (dev) => {
        for (const routes of routesOf('devRoutes')) await dev.register(routes, { ...context });
      },
      { prefix: `${API_PREFIX}/api/dev` },
    );
  }

  if (options.serveWeb ?? true) serveBuiltApps(app);

  app.setNotFoundHandler(apiNotFound);
  return app;
};

/**
 * The built portal at / and the console at /console/; index.html is never cached. Assets go out
 * brotli- or gzip-compressed as the browser accepts, from the copies the build wrote beside them
 * (scripts/precompress.ts).
 */
const serveBuiltApps = (app: FastifyInstance) => {
  const setHeaders = (reply: FastifyReply, file: string) => {
    reply.header(
      'cache-control',
      /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  };
  if (existsSync(WEB_DIST)) {
    app.register(fastifyStatic, { root: WEB_DIST, prefix: '/', setHeaders, preCompressed: true });
  } else {
    app.log.warn({ folder: WEB_DIST }, 'portal not built: run npm run build');
  }
  if (existsSync(CONSOLE_DIST)) {
    // The console's index is served by an explicit route: the static plugin's own index handling
    // does not meet the router's ignoreTrailingSlash, and /console must become /console/ so the
    // app's relative asset paths resolve.
    app.register(fastifyStatic, {
      root: CONSOLE_DIST,
      prefix: '/console/',
      decorateReply: false,
      index: false,
      setHeaders,
      preCompressed: true,
    });
    app.get('/console', { schema: { hide: true } }, async (request, reply) => {
      if (!request.url.split('?')[0]!.endsWith('/')) return reply.redirect('/console/', 301);
      const html = await readFile(path.join(CONSOLE_DIST, 'index.html'));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  } else {
    app.log.warn({ folder: CONSOLE_DIST }, 'console not built: run npm run build');
  }
};
