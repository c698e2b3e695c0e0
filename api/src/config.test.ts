import path from 'node:path';
import { ConfigError, loadCommandDir, loadConfig } from './config';

const root = '/srv/landman';

describe('loadConfig', () => {
  it('has working defaults for a local run', () => {
    const config = loadConfig({}, root);
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      databaseUrl: undefined,
      dataDir: path.join(root, 'data'),
      blogDir: path.join(root, 'api/content/blog'),
      bodyLimit: '100kb',
      corsOrigins: [],
      assistantLlm: undefined,
      benchRoutes: false,
    });
  });

  it('reads every setting it is given', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: 'postgres://app@db:5432/landman',
        DATA_DIR: '/var/lib/landman',
        CORS_ORIGINS: 'http://localhost:5173, https://preview.example.com',
        ASSISTANT_LLM_URL: 'http://127.0.0.1:11434/v1/chat/completions',
        ASSISTANT_LLM_MODEL: 'small-model',
      },
      root,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'warn',
      databaseUrl: 'postgres://app@db:5432/landman',
      dataDir: '/var/lib/landman',
      corsOrigins: ['http://localhost:5173', 'https://preview.example.com'],
      assistantLlm: { model: 'small-model', apiKey: undefined, timeoutMs: 20_000 },
    });
  });

  it('fails fast, listing every bad value with what is expected', () => {
    const attempt = () =>
      loadConfig(
        {
          PORT: 'eighty',
          DATABASE_URL: 'mysql://root@localhost/db',
          LOG_LEVEL: 'loud',
          BODY_LIMIT: 'huge',
          ASSISTANT_LLM_URL: 'http://localhost:1234',
        },
        root,
      );
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems).toEqual([
        'BODY_LIMIT must look like 100kb or 1mb (got "huge").',
        'ASSISTANT_LLM_MODEL is required when ASSISTANT_LLM_URL is set.',
        'PORT must be a whole number from 0 to 65535 (got "eighty").',
        'LOG_LEVEL must be one of silent, error, warn, info, debug (got "loud").',
        'DATABASE_URL must be a postgres: or postgresql:// URL (got an unusable value).',
      ]);
    }
  });

  it('reads the GraphQL settings: the playground (introspection, suggestions) off in production unless asked, sockets per IP', () => {
    expect(loadConfig({}, root).graphqlPlayground).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }, root).graphqlPlayground).toBe(false);
    const asked = { NODE_ENV: 'production', GRAPHQL_PLAYGROUND: 'true' };
    expect(loadConfig(asked, root).graphqlPlayground).toBe(true);
    expect(loadConfig({ GRAPHQL_PLAYGROUND: 'false' }, root).graphqlPlayground).toBe(false);
    expect(() => loadConfig({ GRAPHQL_PLAYGROUND: 'maybe' }, root)).toThrow(/GRAPHQL_PLAYGROUND/);
    expect(loadConfig({}, root).wsSocketsPerIp).toBe(20);
    expect(loadConfig({ WS_SOCKETS_PER_IP: '500' }, root).wsSocketsPerIp).toBe(500);
    expect(() => loadConfig({ WS_SOCKETS_PER_IP: '0' }, root)).toThrow(/WS_SOCKETS_PER_IP/);
  });

  it('reads REDIS_URL (several instances) and refuses a URL that is not Redis', () => {
    expect(loadConfig({}, root).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0' }, root).redisUrl).toBe(
      'redis://cache:6379/0',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache:6380' }, root).redisUrl).toBe(
      'rediss://user:pw@cache:6380',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' }, root)).toThrow(
      /REDIS_URL must be a redis: or rediss:\/\/ URL/,
    );
  });

  it('mails leads to a local mailbox under DATA_DIR by default, from and to the site in content', () => {
    expect(loadConfig({}, root).mail).toMatchObject({
      smtpUrl: undefined,
      mailDir: path.join(root, 'data', 'mail'),
      from: 'Ellis Whitaker <no-reply@whitakerland.com>',
      notifyTo: 'ellis@whitakerland.com',
      formSigningSecret: undefined,
    });
  });

  it('stores blog images under DATA_DIR, or in the shared place BLOG_IMAGE_DIR names', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/landman' }, root).publishing).toEqual({
      schedulePollIntervalMs: 30_000,
      imageDir: path.join('/var/lib/landman', 'blog-images'),
      imageMaxBytes: 10 * 1024 * 1024,
    });
    expect(
      loadConfig({ BLOG_IMAGE_DIR: '/mnt/shared/blog-images', BLOG_IMAGE_MAX_BYTES: '2048' }, root)
        .publishing,
    ).toMatchObject({ imageDir: '/mnt/shared/blog-images', imageMaxBytes: 2048 });
    expect(() => loadConfig({ BLOG_SCHEDULE_POLL_INTERVAL_MS: '10' }, root)).toThrow(
      /BLOG_SCHEDULE_POLL_INTERVAL_MS/,
    );
  });

  it('writes backups under DATA_DIR, or where BACKUP_DIR says, keeping BACKUP_KEEP (14)', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/landman' }, root).backup).toEqual({
      dir: path.join('/var/lib/landman', 'backups'),
      keep: 14,
    });
    expect(
      loadConfig({ BACKUP_DIR: '/mnt/offsite/landman', BACKUP_KEEP: '30' }, root).backup,
    ).toEqual({ dir: '/mnt/offsite/landman', keep: 30 });
    expect(loadConfig({ BACKUP_DIR: 'backups' }, root).backup.dir).toBe(path.join(root, 'backups'));
    expect(() => loadConfig({ BACKUP_KEEP: '0' }, root)).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_KEEP: 'all' }, root)).toThrow(/BACKUP_KEEP/);
  });

  it("resolves a command's file from where npm was run (INIT_CWD), not the workspace", () => {
    expect(loadCommandDir({ INIT_CWD: '/home/owner' })).toBe('/home/owner');
    expect(loadCommandDir({})).toBe(process.cwd());
  });

  it('reads the mail settings, and refuses an unusable SMTP_URL, address or short secret', () => {
    const mail = loadConfig(
      {
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        MAIL_FROM: 'Whitaker Land <leads@example.com>',
        LEAD_NOTIFY_TO: 'desk@example.com',
        MAIL_ACKS_PER_HOUR: '5',
        FORM_SIGNING_SECRET: 's'.repeat(40),
      },
      root,
    ).mail;
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: 'Whitaker Land <leads@example.com>',
      notifyTo: 'desk@example.com',
      acknowledgementsPerHour: 5,
    });
    const attempt = () =>
      loadConfig(
        {
          SMTP_URL: 'http://mail.example.com',
          MAIL_FROM: 'Leads <leads@example.com>\r\nBcc: all@example.com',
          FORM_SIGNING_SECRET: 'short',
        },
        root,
      );
    expect(attempt).toThrow(/SMTP_URL must be a smtp: or smtps:\/\/ URL/);
    expect(attempt).toThrow(/MAIL_FROM must be an address/);
    expect(attempt).toThrow(/FORM_SIGNING_SECRET must be at least 32 characters/);
  });

  it('never enables the bench routes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ENABLE_BENCH_ROUTES: 'true' }, root)).toThrow(
      /ENABLE_BENCH_ROUTES must not be set when NODE_ENV is production/,
    );
  });

  it('reads the abuse limits and database timeouts, with defaults a visitor never meets', () => {
    expect(loadConfig({}, root)).toMatchObject({
      databaseConnectTimeoutMs: 1_000,
      databaseStatementTimeoutMs: 1_200,
      databaseStartupTimeoutMs: 600_000,
      chat: { ipHistoryReadsPerMinute: 120 },
      contactLimits: { perClientPerHour: 20, perEmailPerHour: 10, globalPerMinute: 60 },
    });
    const config = loadConfig(
      {
        DATABASE_CONNECT_TIMEOUT_MS: '500',
        DATABASE_STATEMENT_TIMEOUT_MS: '30000',
        DATABASE_STARTUP_TIMEOUT_MS: '120000',
        CHAT_IP_HISTORY_READS_PER_MINUTE: '30',
        CONTACT_IP_PER_HOUR: '5',
        CONTACT_EMAIL_PER_HOUR: '3',
        CONTACT_GLOBAL_PER_MINUTE: '100',
      },
      root,
    );
    expect(config).toMatchObject({
      databaseConnectTimeoutMs: 500,
      databaseStatementTimeoutMs: 30_000,
      databaseStartupTimeoutMs: 120_000,
      chat: { ipHistoryReadsPerMinute: 30 },
      contactLimits: { perClientPerHour: 5, perEmailPerHour: 3, globalPerMinute: 100 },
    });
    expect(() =>
      loadConfig({ CONTACT_IP_PER_HOUR: '0', DATABASE_STATEMENT_TIMEOUT_MS: 'x' }, root),
    ).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS must be[\s\S]*CONTACT_IP_PER_HOUR must be/);
  });
});
