import path from 'node:path';
import { site } from '@landman/content';

/**
 * Every setting of the API, read from the environment and validated once, here.
 * Nothing else reads process.env: code receives a `Config` object instead, so tests and the
 * bench can build one from a plain record.
 */

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

export interface AssistantLlmConfig {
  /** OpenAI-compatible chat-completions endpoint; the assistant answers without it when unset. */
  url: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  logLevel: LogLevel;
  /** PostgreSQL URL; undefined selects the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Connection pool size for DATABASE_URL (the embedded database always uses one). */
  databasePoolMax: number;
  /**
   * How long a request waits for a database connection, and for one statement, before it is
   * answered 503: a stopped or frozen database must not hold requests (or the pool) for long.
   */
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  /**
   * How long start-up waits for its database: the embedded one created or opened, the first
   * connection made, migrations run. Apart from the request-time timeouts above, which would
   * kill a first start on a busy machine.
   */
  databaseStartupTimeoutMs: number;
  /**
   * Redis URL; when set, events (chat, cache invalidation) travel through Redis so several
   * instances behave as one. Undefined: in-process, one instance.
   */
  redisUrl: string | undefined;
  /** Prefix of every Redis channel and key this deployment uses (tests set one per run). */
  redisPrefix: string;
  dataDir: string;
  blogDir: string;
  webDistDir: string;
  /** The bundled GraphiQL (built by `npm run build -w api`). */
  playgroundDir: string;
  repoRoot: string;
  /** Browser origins allowed to call /graphql and /api cross-origin (same-origin always works). */
  corsOrigins: readonly string[];
  /** Largest accepted JSON body, in a form body-parser understands (for example `100kb`). */
  bodyLimit: string;
  /** Express `trust proxy`: how many proxies to trust for the client IP (0 = none). */
  trustProxyHops: number;
  chat: {
    /** Messages one chat session may send per minute. */
    sessionMessagesPerMinute: number;
    /** Messages one client IP may send per minute, across sessions. */
    ipMessagesPerMinute: number;
    /** The assistant's reply is abandoned (and an error event published) after this long. */
    replyTimeoutMs: number;
    /** Chat history reads (chatMessages, GET /api/chat/:id) one client IP may make per minute. */
    ipHistoryReadsPerMinute: number;
  };
  /** Lead-flood limits on contact requests, whichever way they arrive (form, REST, GraphQL, chat). */
  contactLimits: {
    /** Requests one client IP (or one chat session) may send per hour. */
    perClientPerHour: number;
    /** Requests naming one e-mail address per hour, from any address. */
    perEmailPerHour: number;
    /** Requests the whole site takes per minute. */
    globalPerMinute: number;
  };
  assistantLlm: AssistantLlmConfig | undefined;
  /**
   * Introspection, "Did you mean" suggestions and the GraphiQL playground: on in development and
   * tests, off by default in production (they map the API for an attacker), on with
   * GRAPHQL_PLAYGROUND=true.
   */
  graphqlPlayground: boolean;
  /** GraphQL WebSockets one client address may hold open at once (a browser tab uses one). */
  wsSocketsPerIp: number;
  /** E-mail (jobs/mail) and the lead form's spam screening (modules/contact/). */
  mail: MailConfig;
  /** Serves the in-memory baseline routes `npm run bench` compares against. Never in production. */
  benchRoutes: boolean;
  /** The owner's desk at /admin: sign-in sessions and the live chat handoff (modules/desk/). */
  desk: DeskConfig;
  /** Visitors booking a consultation in the consultant's calendar (modules/booking/). */
  booking: BookingConfig;
  /** Writing the blog in the desk: scheduled posts and uploaded images (modules/blog/). */
  publishing: PublishingConfig;
  /** The blog by e-mail (modules/newsletter/). */
  newsletter: NewsletterConfig;
  /** Backups of the embedded database (db/backup/): `npm run backup` and the daily one. */
  backup: BackupConfig;
  /** The consultant teaching the assistant (modules/teaching/). */
  teaching: {
    /** "Questions to answer" looks at the replies of this many days. */
    questionsWindowDays: number;
  };
  /** Documents visitors send with a request (modules/documents/). */
  documents: DocumentsConfig;
  /** Page views counted without a cookie or a script (modules/insights/). */
  insights: InsightsConfig;
}

export interface InsightsConfig {
  /**
   * Whether page views are recorded at all (INSIGHTS_RECORD, on unless set to false): off, the
   * server counts nothing (the desk's figures stop) and `npm run bench:insights` compares both.
   */
  record: boolean;
  /** Raw page views are rolled up into daily counts after this many days (INSIGHTS_RAW_DAYS). */
  rawDays: number;
  /**
   * The request header (lower case) a trusted proxy puts the visitor's country code in, such as
   * cf-ipcountry (INSIGHTS_COUNTRY_HEADER); unset: no country is recorded.
   */
  countryHeader: string | undefined;
  /** The owner's weekly summary e-mail (INSIGHTS_WEEKLY_EMAIL, on unless set to false). */
  weeklyEmail: boolean;
}

export interface DocumentsConfig {
  /** Largest accepted document, in bytes (DOCUMENT_MAX_BYTES). */
  maxBytes: number;
  /** Documents one request (a contact, a booking, a chat message) may carry. */
  perRequest: number;
  /** Uploads one client address may make per hour. */
  uploadsPerClientPerHour: number;
  /** Attached documents are deleted this many days after their upload. */
  retentionDays: number;
  /** Where clamd listens: its unix socket (CLAMD_SOCKET) or host:port (CLAMD_HOST). */
  clamd: { socket: string } | { host: string; port: number };
  /** How long an upload waits for an unreachable scanner before it is answered 503. */
  scanWaitMs: number;
}

export interface BookingConfig {
  /** The consultant's IANA time zone: weekly hours and days off are read in it. */
  timeZone: string;
  /** Reminder e-mails, in minutes before a meeting (default 24 hours and 1 hour). */
  reminderMinutes: readonly number[];
  /** Bookings (and moves) one client address may make per hour. */
  perClientPerHour: number;
  /** Bookings naming one e-mail address per hour, from anywhere. */
  perEmailPerHour: number;
}

export interface PublishingConfig {
  /** How often the job worker looks for scheduled posts that are due (and other instances' new schedules). */
  schedulePollIntervalMs: number;
  /** Where uploaded images are stored (a volume every instance shares, when several run). */
  imageDir: string;
  /** Largest accepted image upload, in bytes. */
  imageMaxBytes: number;
}

export interface BackupConfig {
  /** Where backups are written (BACKUP_DIR; default DATA_DIR/backups). */
  dir: string;
  /** The newest this many backups are kept; older ones are deleted after each new one. */
  keep: number;
}

export interface NewsletterConfig {
  /** Subscription requests one client address may send per hour. */
  perClientPerHour: number;
  /** Confirmation e-mails one address may be sent per day. */
  perEmailPerDay: number;
}

export interface DeskConfig {
  /** A session unused this long is over (the owner signs in again). */
  sessionIdleMinutes: number;
  /** A session is over this long after sign-in, however active. */
  sessionMaxHours: number;
  /** Sign-in attempts per e-mail address, and per client address, per `signInWindowMinutes`. */
  signInAttemptsPerEmail: number;
  signInAttemptsPerIp: number;
  signInWindowMinutes: number;
  /**
   * The desk's cookies carry `Secure` and the `__Host-` prefix (production: the site is served
   * over HTTPS); plain names over http in development and tests.
   */
  secureCookie: boolean;
  /**
   * HMAC key of the device cookies that let a browser which signed in before past an address's
   * sign-in limit; unset: derived from the form-signing secret (FORM_SIGNING_SECRET or DATA_DIR).
   */
  deviceSecret: string | undefined;
  /**
   * While an owner is in a chat the assistant is silent; a visitor message left unanswered this
   * long brings it back, offering to take a message.
   */
  ownerReplyTimeoutSeconds: number;
  /** E-mails about chats asking for a person, per hour in all (each chat gets at most one). */
  personRequestMailsPerHour: number;
  /** The same, per client address: below the ceiling, so one visitor's chats cannot spend it. */
  personRequestMailsPerClientPerHour: number;
  /** Chat transcripts one client address may ask for per hour (each chat gets one at most). */
  chatTranscriptsPerClientPerHour: number;
}

export interface MailConfig {
  /** A nodemailer transport URL (smtp:// or smtps://); unset writes .eml files to `mailDir`. */
  smtpUrl: string | undefined;
  /** DATA_DIR/mail: the local mailbox used when there is no SMTP_URL. */
  mailDir: string;
  from: string;
  notifyTo: string;
  /** Acknowledgements sent to visitors per hour, whoever they are: a burst cannot mail many. */
  acknowledgementsPerHour: number;
  /** Attempts before a job is marked failed (kept in the jobs table, logged). */
  maxAttempts: number;
  /** First retry delay; doubled per attempt (with jitter) up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often the outbox is polled when no lead nudged it. */
  pollIntervalMs: number;
  /** HMAC key for the contact form's timestamp token; unset: generated once into DATA_DIR. */
  formSigningSecret: string | undefined;
  /** A form sent sooner than this after its token was issued counts as a bot's. */
  formMinFillSeconds: number;
}

/** "Ellis Whitaker <no-reply@whitakerland.com>": the name and domain in content/src/site.ts. */
function defaultMailFrom(): string {
  const domain = new URL(site.url).hostname.replace(/^www\./, '');
  return `${site.name} <no-reply@${domain}>`;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** api/src/config.ts and api/dist/config.js both sit two levels below the repository root. */
const defaultRepoRoot = path.resolve(__dirname, '..', '..');

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env, repoRoot = defaultRepoRoot): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}").`);
      return fallback;
    }
    return raw as T;
  };

  const boolean = (name: string): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return false;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}").`);
    return false;
  };

  const url = (name: string, protocols: readonly string[]): string | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a ${protocols.join(' or ')}// URL (got an unusable value).`);
      return undefined;
    }
  };

  const directory = (name: string, fallback: string): string =>
    path.resolve(repoRoot, read(name) ?? fallback);

  const nodeEnv = oneOf<NodeEnv>('NODE_ENV', ['development', 'production', 'test'], 'development');
  const defaultLogLevel: LogLevel = nodeEnv === 'test' ? 'warn' : 'info';

  const bodyLimit = read('BODY_LIMIT') ?? '100kb';
  if (!/^\d+(b|kb|mb)$/i.test(bodyLimit)) {
    problems.push(`BODY_LIMIT must look like 100kb or 1mb (got "${bodyLimit}").`);
  }

  const corsOrigins = (read('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(
        `CORS_ORIGINS entries must be origins like http://localhost:5173 (got "${origin}").`,
      );
    }
  }

  const llmUrl = url('ASSISTANT_LLM_URL', ['http:', 'https:']);
  const llmModel = read('ASSISTANT_LLM_MODEL');
  if (llmUrl && !llmModel)
    problems.push('ASSISTANT_LLM_MODEL is required when ASSISTANT_LLM_URL is set.');
  const llmTimeoutMs = integer('ASSISTANT_LLM_TIMEOUT_MS', 20_000, 1_000, 300_000);

  const benchRoutes = boolean('ENABLE_BENCH_ROUTES');
  if (benchRoutes && nodeEnv === 'production') {
    problems.push('ENABLE_BENCH_ROUTES must not be set when NODE_ENV is production.');
  }

  const graphqlPlayground =
    read('GRAPHQL_PLAYGROUND') === undefined
      ? nodeEnv !== 'production'
      : boolean('GRAPHQL_PLAYGROUND');
  const mailAddress = (name: string, fallback: string): string => {
    const raw = read(name) ?? fallback;
    // "Name <a@b.c>" or a bare address; one line, so it can never smuggle a header in.
    if (!/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(raw)) {
      problems.push(`${name} must be an address like "Name <name@example.com>" (got "${raw}").`);
    }
    return raw;
  };
  const dataDir = directory('DATA_DIR', 'data');
  const formSigningSecret = read('FORM_SIGNING_SECRET');
  if (formSigningSecret !== undefined && formSigningSecret.length < 32) {
    problems.push('FORM_SIGNING_SECRET must be at least 32 characters.');
  }
  const personRequestMailsPerHour = integer('PERSON_REQUEST_MAILS_PER_HOUR', 20, 1, 10_000);
  const personRequestMailsPerClientPerHour = integer(
    'PERSON_REQUEST_MAILS_PER_CLIENT_PER_HOUR',
    Math.min(3, personRequestMailsPerHour),
    1,
    10_000,
  );
  if (personRequestMailsPerClientPerHour > personRequestMailsPerHour) {
    problems.push(
      'PERSON_REQUEST_MAILS_PER_CLIENT_PER_HOUR must not exceed PERSON_REQUEST_MAILS_PER_HOUR.',
    );
  }
  const deskDeviceSecret = read('DESK_DEVICE_SECRET');
  if (deskDeviceSecret !== undefined && deskDeviceSecret.length < 32) {
    problems.push('DESK_DEVICE_SECRET must be at least 32 characters.');
  }
  const retryBaseMs = integer('MAIL_RETRY_BASE_MS', 5_000, 10, 3_600_000);

  const bookingTimeZone = read('BOOKING_TIME_ZONE') ?? 'America/Chicago';
  if (!isTimeZone(bookingTimeZone)) {
    problems.push(
      `BOOKING_TIME_ZONE must be an IANA time zone like America/Chicago (got "${bookingTimeZone}").`,
    );
  }
  const reminderRaw = read('BOOKING_REMINDER_MINUTES') ?? '1440,60';
  const reminderMinutes = reminderRaw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (reminderMinutes.some((m) => !Number.isInteger(m) || m < 1 || m > 20_160)) {
    problems.push(
      `BOOKING_REMINDER_MINUTES must be minutes before a meeting, comma-separated, each 1 to 20160 (got "${reminderRaw}").`,
    );
  }

  const config: Config = {
    nodeEnv,
    port: integer('PORT', 4000, 0, 65_535),
    host: read('HOST') ?? '127.0.0.1',
    logLevel: oneOf<LogLevel>(
      'LOG_LEVEL',
      ['silent', 'error', 'warn', 'info', 'debug'],
      defaultLogLevel,
    ),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolMax: integer('DATABASE_POOL_MAX', 10, 1, 100),
    databaseConnectTimeoutMs: integer('DATABASE_CONNECT_TIMEOUT_MS', 1_000, 100, 60_000),
    databaseStatementTimeoutMs: integer('DATABASE_STATEMENT_TIMEOUT_MS', 1_200, 100, 600_000),
    databaseStartupTimeoutMs: integer('DATABASE_STARTUP_TIMEOUT_MS', 600_000, 1_000, 3_600_000),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: 'landman:',
    dataDir,
    blogDir: directory('BLOG_CONTENT_DIR', 'api/content/blog'),
    webDistDir: directory('WEB_DIST_DIR', 'web/dist'),
    playgroundDir: path.join(repoRoot, 'api', 'dist', 'playground'),
    repoRoot,
    corsOrigins,
    bodyLimit,
    trustProxyHops: integer('TRUST_PROXY_HOPS', 0, 0, 10),
    chat: {
      sessionMessagesPerMinute: integer('CHAT_SESSION_MESSAGES_PER_MINUTE', 20, 1, 10_000),
      ipMessagesPerMinute: integer('CHAT_IP_MESSAGES_PER_MINUTE', 60, 1, 100_000),
      replyTimeoutMs: integer('CHAT_REPLY_TIMEOUT_MS', 30_000, 1_000, 600_000),
      ipHistoryReadsPerMinute: integer('CHAT_IP_HISTORY_READS_PER_MINUTE', 120, 1, 100_000),
    },
    // A visitor sends one request, or two after a correction; a flood of thousands meets all three.
    contactLimits: {
      perClientPerHour: integer('CONTACT_IP_PER_HOUR', 20, 1, 100_000),
      perEmailPerHour: integer('CONTACT_EMAIL_PER_HOUR', 10, 1, 100_000),
      globalPerMinute: integer('CONTACT_GLOBAL_PER_MINUTE', 60, 1, 100_000),
    },
    assistantLlm:
      llmUrl && llmModel
        ? {
            url: llmUrl,
            model: llmModel,
            apiKey: read('ASSISTANT_LLM_API_KEY'),
            timeoutMs: llmTimeoutMs,
          }
        : undefined,
    graphqlPlayground,
    wsSocketsPerIp: integer('WS_SOCKETS_PER_IP', 20, 1, 100_000),
    mail: {
      smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
      mailDir: path.join(dataDir, 'mail'),
      from: mailAddress('MAIL_FROM', defaultMailFrom()),
      notifyTo: mailAddress('LEAD_NOTIFY_TO', site.email),
      acknowledgementsPerHour: integer('MAIL_ACKS_PER_HOUR', 30, 0, 100_000),
      maxAttempts: integer('MAIL_MAX_ATTEMPTS', 15, 1, 100),
      retryBaseMs,
      retryMaxMs: Math.max(retryBaseMs, 15 * 60_000),
      pollIntervalMs: integer('MAIL_POLL_INTERVAL_MS', 5_000, 10, 600_000),
      formSigningSecret,
      formMinFillSeconds: integer('FORM_MIN_FILL_SECONDS', 3, 0, 3_600),
    },
    benchRoutes,
    desk: {
      sessionIdleMinutes: integer('OWNER_SESSION_IDLE_MINUTES', 120, 1, 10_080),
      sessionMaxHours: integer('OWNER_SESSION_MAX_HOURS', 168, 1, 2_160),
      signInAttemptsPerEmail: integer('SIGN_IN_ATTEMPTS_PER_EMAIL', 5, 1, 1_000),
      signInAttemptsPerIp: integer('SIGN_IN_ATTEMPTS_PER_IP', 20, 1, 10_000),
      signInWindowMinutes: 15,
      secureCookie: nodeEnv === 'production',
      deviceSecret: deskDeviceSecret,
      ownerReplyTimeoutSeconds: integer('OWNER_REPLY_TIMEOUT_SECONDS', 180, 1, 86_400),
      personRequestMailsPerHour,
      personRequestMailsPerClientPerHour,
      chatTranscriptsPerClientPerHour: integer(
        'CHAT_TRANSCRIPTS_PER_CLIENT_PER_HOUR',
        3,
        1,
        10_000,
      ),
    },
    booking: {
      timeZone: bookingTimeZone,
      reminderMinutes: [...new Set(reminderMinutes)].sort((a, b) => b - a),
      perClientPerHour: integer('BOOKING_IP_PER_HOUR', 10, 1, 100_000),
      perEmailPerHour: integer('BOOKING_EMAIL_PER_HOUR', 5, 1, 100_000),
    },
    publishing: {
      schedulePollIntervalMs: integer('BLOG_SCHEDULE_POLL_INTERVAL_MS', 30_000, 50, 600_000),
      imageDir: read('BLOG_IMAGE_DIR')
        ? directory('BLOG_IMAGE_DIR', 'data/blog-images')
        : path.join(dataDir, 'blog-images'),
      imageMaxBytes: integer('BLOG_IMAGE_MAX_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    },
    newsletter: {
      perClientPerHour: integer('NEWSLETTER_IP_PER_HOUR', 10, 1, 100_000),
      perEmailPerDay: integer('NEWSLETTER_EMAIL_PER_DAY', 3, 1, 1_000),
    },
    backup: {
      dir: read('BACKUP_DIR')
        ? directory('BACKUP_DIR', 'data/backups')
        : path.join(dataDir, 'backups'),
      keep: integer('BACKUP_KEEP', 14, 1, 10_000),
    },
    teaching: {
      questionsWindowDays: integer('QUESTIONS_TO_ANSWER_DAYS', 30, 1, 365),
    },
    documents: {
      maxBytes: integer('DOCUMENT_MAX_BYTES', 20 * 1024 * 1024, 1024, 200 * 1024 * 1024),
      perRequest: integer('DOCUMENTS_PER_REQUEST', 5, 1, 50),
      uploadsPerClientPerHour: integer('DOCUMENT_UPLOADS_PER_CLIENT_PER_HOUR', 30, 1, 100_000),
      retentionDays: integer('DOCUMENT_RETENTION_DAYS', 730, 1, 36_500),
      clamd: clamdAddress(read('CLAMD_SOCKET'), read('CLAMD_HOST'), problems),
      scanWaitMs: integer('CLAMD_WAIT_MS', 3_000, 0, 60_000),
    },
    insights: {
      record: read('INSIGHTS_RECORD') === undefined || boolean('INSIGHTS_RECORD'),
      rawDays: integer('INSIGHTS_RAW_DAYS', 30, 1, 3_650),
      countryHeader: headerName('INSIGHTS_COUNTRY_HEADER', read, problems),
      weeklyEmail: read('INSIGHTS_WEEKLY_EMAIL') === undefined || boolean('INSIGHTS_WEEKLY_EMAIL'),
    },
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** A header name as Node gives it (lower case), or undefined when the setting is unset. */
function headerName(
  name: string,
  read: (name: string) => string | undefined,
  problems: string[],
): string | undefined {
  const raw = read(name);
  if (raw === undefined) return undefined;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(raw)) {
    problems.push(`${name} must be an HTTP header name such as cf-ipcountry (got "${raw}").`);
    return undefined;
  }
  return raw.toLowerCase();
}

/** The Debian clamav-daemon's socket unless CLAMD_HOST (host:port) or CLAMD_SOCKET says otherwise. */
function clamdAddress(
  socket: string | undefined,
  host: string | undefined,
  problems: string[],
): DocumentsConfig['clamd'] {
  const fallback = { socket: socket ?? '/var/run/clamav/clamd.ctl' };
  if (host === undefined) return fallback;
  if (socket !== undefined) problems.push('Set CLAMD_SOCKET or CLAMD_HOST, not both.');
  const match = /^([^\s:]+|\[[^\]\s]+\]):(\d{1,5})$/.exec(host);
  const port = Number(match?.[2]);
  if (!match || port < 1 || port > 65_535) {
    problems.push(`CLAMD_HOST must look like clamav:3310 (got "${host}").`);
    return fallback;
  }
  return { host: (match[1] as string).replace(/^\[|\]$/g, ''), port };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/**
 * `npm run owner:add`'s password: OWNER_PASSWORD, or undefined (the command then asks on the
 * terminal). Only the command reads it; the server never needs an owner's password.
 */
export function loadOwnerPassword(env: Env = process.env): string | undefined {
  const value = env.OWNER_PASSWORD;
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The directory a command was run from: npm runs a workspace's script in the workspace
 * (api/), and says where the user was in INIT_CWD; a file named on the command line (`npm run
 * restore -- backups/x.tar.gz`) is relative to that.
 */
export function loadCommandDir(env: Env = process.env): string {
  const value = env.INIT_CWD;
  return value === undefined || value === '' ? process.cwd() : value;
}
