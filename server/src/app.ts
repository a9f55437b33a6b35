import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
// Installs the common-password list into the contract's password schema (lib/common-passwords.ts).
import './lib/common-passwords.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { mailWorker } from './jobs/mail.js';
import { createJobQueue, type JobQueueOptions } from './jobs/queue.js';
import { setSchoolTimeZone } from './lib/i18n/messages.js';
import { setPhoneRegion } from './lib/phones.js';
import { announcementsModule } from './modules/announcements/routes.js';
import { auditModule } from './modules/audit/routes.js';
import { authModule } from './modules/auth/routes.js';
import { backupWorker, startScheduledBackups } from './modules/backups/index.js';
import { backupsModule } from './modules/backups/routes.js';
import { catalogueModule } from './modules/catalogue/routes.js';
import { chaptersModule } from './modules/chapters/routes.js';
import { examsModule } from './modules/exams/routes.js';
import { gradebookModule } from './modules/gradebook/routes.js';
import { healthModule } from './modules/health/routes.js';
import { homeworksModule } from './modules/homeworks/routes.js';
import { libraryModule } from './modules/library/routes.js';
import { notificationsModule } from './modules/notifications/routes.js';
import { missingWorkWorker, startMissingWorkChecks } from './modules/parents/index.js';
import { parentsModule } from './modules/parents/routes.js';
import { publicConfigModule } from './modules/public-config/routes.js';
import { questionBankModule } from './modules/question-bank/routes.js';
import { queueQuizDeadlines, quizDeadlineWorker } from './modules/quizzes/index.js';
import { quizzesModule } from './modules/quizzes/routes.js';
import { staffHomeModule } from './modules/staff-home/routes.js';
import { startWorkReminders, workRemindersWorker } from './modules/student-home/index.js';
import { studentHomeModule } from './modules/student-home/routes.js';
import { studentsModule } from './modules/students/routes.js';
import { subjectsModule } from './modules/subjects/routes.js';
import { submissionsModule } from './modules/submissions/routes.js';
import { teachersModule } from './modules/teachers/routes.js';
import { usersModule } from './modules/users/routes.js';
import { reminderWorker } from './modules/virtual-classes/index.js';
import { virtualClassesModule } from './modules/virtual-classes/routes.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { controlCharactersPlugin } from './plugins/control-characters.js';
import { errorsPlugin, HttpError, refusalBody } from './plugins/errors.js';
import { createMailer, type Mailer } from './plugins/mail.js';
import { malformedRequestsPlugin } from './plugins/malformed-requests.js';
import { metricsPlugin } from './plugins/metrics.js';
import { replySerializerCompiler } from './plugins/reply-serializer.js';
import {
  HEADERS_TIMEOUT,
  JSON_BODY_LIMIT,
  requestLimitsPlugin,
  serverTimeouts,
} from './plugins/request-limits.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { createStorage, type FileStorage } from './plugins/storage.js';
import { SABORA_VERSION } from './version.js';

const MULTIPART_LIMIT = 200 * 1024 * 1024;

/**
 * How long a browser keeps a file of the web build (docs/decisions.md, "Light pages"): files under
 * assets/ carry a hash of their content in their name, so they never change; index.html names the
 * current ones, so it is checked on every visit (a 304 when unchanged); the few other files
 * (favicon, colour-scheme script) keep their names across releases, so they are kept an hour.
 */
function cachePolicy(root: string, file: string): string | undefined {
  const relative = path.relative(root, file).replace(/\.(br|gz)$/, '');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  if (relative.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (relative === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

export interface BuildOptions {
  config: Config;
  database: Database;
  storage?: FileStorage;
  mailer?: Mailer;
  logger?: boolean;
  jobs?: JobQueueOptions;
  /** Check every reply against the contract with zod as well (plugins/reply-serializer.ts): the test runs. */
  checkReplies?: boolean;
}

export type App = FastifyInstance;

export async function buildApp({
  config,
  database,
  storage,
  mailer,
  logger = true,
  jobs,
  checkReplies = false,
}: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: JSON_BODY_LIMIT,
    ...serverTimeouts,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Fastify also takes a hop count (proxy-addr's number form), which its types leave out.
    trustProxy: config.trustProxy as boolean | string,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = HEADERS_TIMEOUT;
  setPhoneRegion(config.phoneRegion);
  setSchoolTimeZone(config.schoolTimeZone);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ check: checkReplies }));

  const ctx: AppContext = {
    config,
    db: database.db,
    storage: storage ?? (await createStorage(config)),
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    jobs: createJobQueue(database, app.log, jobs),
    watchTables: database.changes.watch,
  };

  await app.register(errorsPlugin);
  await app.register(malformedRequestsPlugin, { limit: config.malformedRequestLimit });
  await app.register(requestLimitsPlugin, { bodyTimeoutMs: config.bodyTimeoutSeconds * 1000 });
  await app.register(controlCharactersPlugin);
  await app.register(securityHeadersPlugin, {
    // HSTS means something only over HTTPS; over plain HTTP it would only confuse browsers.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // Recorded lessons on YouTube and Vimeo play embedded in the library; a handed-in PDF is
        // shown in the grade dialog from the bytes the app fetched with the session (blob:).
        'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MULTIPART_LIMIT } });
  await app.register(authPlugin, {
    database,
    secret: config.jwtSecret,
    secureCookie: config.publicUrl.startsWith('https:'),
    publicOrigin: new URL(config.publicUrl).origin,
  });
  await app.register(apiDocsPlugin, { version: SABORA_VERSION });
  await app.register(metricsPlugin, { database, jobs: ctx.jobs, token: config.metricsToken });

  const modules = [
    healthModule,
    authModule,
    usersModule,
    notificationsModule,
    publicConfigModule,
    subjectsModule,
    chaptersModule,
    catalogueModule,
    teachersModule,
    studentHomeModule,
    staffHomeModule,
    studentsModule,
    parentsModule,
    questionBankModule,
    homeworksModule,
    examsModule,
    submissionsModule,
    gradebookModule,
    announcementsModule,
    quizzesModule,
    virtualClassesModule,
    libraryModule,
    auditModule,
    backupsModule,
  ];
  for (const module of modules) await app.register(module, { prefix: '/api', ctx });
  // Jobs read through the patient pool: a whole-school check may take longer than a request may wait.
  const workCtx: AppContext = { ...ctx, db: database.workDb };
  const backupCtx = { ...workCtx, databaseUrl: database.url };
  await ctx.jobs.start([
    mailWorker(ctx.mailer),
    reminderWorker(workCtx),
    quizDeadlineWorker(workCtx),
    missingWorkWorker(workCtx),
    workRemindersWorker(workCtx),
    backupWorker(backupCtx),
  ]);
  // A quiz start queues its deadline without waiting; one lost in a crash is queued again here.
  await queueQuizDeadlines(workCtx);
  await startMissingWorkChecks(workCtx);
  await startWorkReminders(workCtx);
  await startScheduledBackups(backupCtx);
  // Registered after the routes' hooks, so it runs once requests are done; the database closes after.
  app.addHook('onClose', () => ctx.jobs.stop());

  if (config.webDist) {
    const webDist = config.webDist;
    await app.register(fastifyStatic, {
      root: webDist,
      // wildcard: files are looked up per request, so a rebuild while running serves its new assets.
      wildcard: true,
      // The build writes .br and .gz beside each file (web/plugins/precompress.ts): the variant the
      // browser accepts is sent as it is, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const policy = cachePolicy(webDist, file);
        if (policy) reply.header('cache-control', policy);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    // Missing API routes and missing build files (an old page asking for replaced assets) are real 404s.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url);
    if (url === '/api' || url.startsWith('/api/') || isFile || !config.webDist || request.method !== 'GET') {
      return reply
        .status(404)
        .send(refusalBody(new HttpError(404, 'noSuchRoute', { method: request.method, url })));
    }
    // SPA fallback: the web app's router decides what every other path shows.
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
