import { isIP } from 'node:net';
import { z } from 'zod';

/** An address or a CIDR range (`10.0.0.0/8`, `::1/128`). */
function isProxyEntry(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

const booleanString = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int({ error: 'must be a port number' })
  .min(1, { error: 'must be between 1 and 65535' })
  .max(65535, { error: 'must be between 1 and 65535' });

/** A port to listen on, or 0 for any free one. */
const metricsPort = z.coerce
  .number({ error: 'must be a port number' })
  .int({ error: 'must be a port number' })
  .min(0, { error: 'must be between 0 and 65535' })
  .max(65535, { error: 'must be between 0 and 65535' });

const count = z.coerce
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(1_000_000, { error: 'must be at most 1000000' });

/** The address of a day's open-data file, `{date}` standing for the day (packages/open-data/src/update/update-sources.ts). */
const dayFileAddress = z.string().trim().regex(/^https?:\/\/\S+$/, { error: 'must be an http(s) address; {date} stands for the day' });

/** A telephone number as printed (`+33 1 23 45 67 89`, `01 23 45 67 89`). */
const phoneNumber = z.string().trim().regex(/^\+?[0-9][0-9 .()-]{5,28}[0-9]$/, { error: 'must be a telephone number such as +33 1 23 45 67 89' });

/** An amount of money in integer cents (up to 10 000 €). */
const cents = z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be at least 0' }).max(1_000_000, { error: 'must be at most 1000000' });

/** Every environment variable the API and the start script read (documented in .env.example). */
export const envSchema = z.object({
  APP_ENV: z.enum(['local', 'test', 'prod'], { error: 'must be one of local, test, prod' }).default('local'),
  ANALYZE: booleanString.optional(),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(4000),
  /** Where /metrics listens (Prometheus text), apart from the public API: loopback unless an operator opens it (docs/operations.md). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Port of the API process's /metrics (with the worker's metrics too under `npm start`); 0: any free port. */
  METRICS_PORT: metricsPort.default(9464),
  /** Port of the worker process's /metrics (`npm run worker`); 0: any free port. */
  WORKER_METRICS_PORT: metricsPort.default(9465),
  /** When set (16 characters or more), a scrape of /metrics must send `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  WEB_PORT: port.default(3000),
  WEB_ORIGIN: z.url({ error: 'must be a URL such as http://localhost:3000' }).default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  EMBEDDED_PG_PORT: port.default(54329),
  /**
   * A PostgreSQL streaming replica of DATABASE_URL for the register's reads (company pages, search,
   * directors, indexes, sitemaps, figures, data hub); what writes or reads its own writes stays on
   * DATABASE_URL. Unset: everything on DATABASE_URL.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /** A replica replaying further behind than this, in seconds (or paused), is left aside: reads go to the primary until it catches up. */
  DATABASE_READ_MAX_LAG_SECONDS: count.default(30),
  /** How often the API checks the replica's delay while it serves, in seconds. */
  DATABASE_READ_CHECK_SECONDS: count.default(10),
  /** An unreachable or lagging replica is checked again after 1, 2, 4… seconds, up to this. */
  DATABASE_READ_RETRY_MAX_SECONDS: count.default(60),
  /** Longest wait for a database connection before the request fails (503 with Retry-After), in ms. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(100, { error: 'must be at least 100' }).max(60_000, { error: 'must be at most 60000' }).default(2000),
  /** On SIGTERM, seconds the API answers 503 on /ready (so that the load balancer stops sending) before it stops accepting and drains its requests. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must be at least 0' }).max(300, { error: 'must be at most 300' }).default(5),

  DATA_DIR: z.string().min(1).default('.data'),
  /** Size of the synthetic demo register loaded into an empty database by `npm start`. */
  DEMO_COMPANIES: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(20_000_000, { error: 'must be at most 20000000' }).default(20_000),
  /** Longest an API statement may run (ms) before PostgreSQL cancels it; importers and migrations have none. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(100, { error: 'must be at least 100' }).max(600_000, { error: 'must be at most 600000' }).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Search requests (companies, suggest) allowed per minute and per IP; the search benchmark lifts it. */
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(10_000_000, { error: 'must be at most 10000000' }).default(600),
  /** Brand shown by the site and in the mails' sender name, subjects and signatures. */
  NEXT_PUBLIC_BRAND_NAME: z.string().trim().min(1).max(80).default('Registre Clair'),
  /** Secret that signs e-mail verification links (≥ 32 characters; see modules/auth/signing-key.ts when unset). */
  APP_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /**
   * Proxies whose X-Forwarded-For is believed, comma-separated addresses or CIDR ranges (for
   * example `10.0.0.0/8,127.0.0.1`). Unset: none, the peer's address is the client's.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
    .pipe(z.array(z.string().refine(isProxyEntry, { error: 'must be comma-separated IP addresses or CIDR ranges' }))),
  /**
   * Secret shared by the site's server and the API (≥ 32 characters): with it, the site names
   * the visitor it renders for (X-Visitor-Address) and the API limits that visitor, not the
   * site. Required when APP_ENV=prod; `npm start` generates one for both.
   */
  SITE_API_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /**
   * Where the API tells the site that a cached page changed (a company claim approved, edited or ended):
   * comma-separated base URLs of every site instance that keeps its own page cache (Next's default, on
   * each instance's disk), or the one address of a shared cache's site. Default: WEB_ORIGIN. Calls are
   * signed with SITE_API_SECRET and sent by the worker, retried (modules/site-revalidation).
   */
  SITE_REVALIDATION_URLS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((entry) => entry.trim().replace(/\/+$/, '')).filter((entry) => entry !== ''))
    .pipe(z.array(z.url({ error: 'must be comma-separated URLs such as http://10.0.0.5:3000' }))),
  /** Name of the HttpOnly session cookie. */
  SESSION_COOKIE: z.string().regex(/^[\w-]{1,64}$/, { error: 'must be letters, digits, _ or -' }).default('registre_session'),
  /** Domain of the session and XSRF-TOKEN cookies when the API and the site are on sibling hosts. */
  SESSION_COOKIE_DOMAIN: z.string().regex(/^\.?[a-z0-9.-]+$/i, { error: 'must be a domain such as .example.fr' }).optional(),
  /** A session ends after this many minutes without a request... */
  SESSION_IDLE_MINUTES: count.default(120),
  /** ...and this many hours after it began, whatever its activity. */
  SESSION_ABSOLUTE_HOURS: count.default(168),
  /** SMTP server (smtp:// or smtps://, credentials in the URL). Unset: mails are written to $DATA_DIR/mail as .eml. */
  MAIL_SMTP_URL: z.string().regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /**
   * Shared state of several API instances (docs/operations.md, "Shared state"). Redis keeps the rate
   * limits' counters, so a visitor over a limit on one instance is over it on every one; unset, each
   * process counts alone. Redis away or slow: the limits fail open (requests pass, a warning is logged).
   */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Prefix of every Redis key the API writes (several deployments, or tests, may share one Redis). */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:._-]{1,64}$/, { error: 'must be 1 to 64 letters, digits or : . _ -' }).default('registre:'),
  /** Longest a rate-limit check waits for Redis (ms) before it lets the request through. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(10, { error: 'must be at least 10' }).max(10_000, { error: 'must be at most 10000' }).default(300),
  /**
   * Generated files (orders, exports, claims' proofs) on S3-compatible object storage when S3_BUCKET is
   * set (with S3_REGION and both keys); on the local disk ($DATA_DIR/files) otherwise. S3_ENDPOINT unset
   * is Amazon S3 itself; Scaleway, OVH, MinIO… give theirs. S3_FORCE_PATH_STYLE=true for servers without
   * bucket sub-domains (MinIO, local stand-ins).
   */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.fr-par.scw.cloud' }).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name (3 to 63 lower-case letters, digits, dots, hyphens)' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,32}$/, { error: 'must be a region name such as fr-par or eu-west-3' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  /** Sender address of the mails (the sender name is the brand). */
  MAIL_FROM_ADDRESS: z.email({ error: 'must be an e-mail address' }).default('no-reply@registre-clair.fr'),
  /**
   * Attempts allowed per throttle window: sign-ins per IP, failed sign-ins per e-mail and IP,
   * failed sign-ins per e-mail from all IPs (not counted against an IP that signed the account in
   * within 30 days), registrations per IP, mails per IP.
   */
  AUTH_LOGIN_MAX_PER_IP: count.default(20),
  AUTH_LOGIN_MAX_PER_EMAIL: count.default(5),
  AUTH_LOGIN_MAX_PER_ACCOUNT: count.default(50),
  AUTH_REGISTER_MAX_PER_IP: count.default(10),
  AUTH_MAIL_MAX_PER_IP: count.default(6),
  AUTH_THROTTLE_WINDOW_SECONDS: count.default(900),
  /** Discovery access (kbis trial): its price in cents, per day (true) or for the whole trial, and its length in days. */
  KBIS_TRIAL_PRICE_CENTS: cents.default(299),
  KBIS_TRIAL_PRICE_PER_DAY: booleanString.default(false),
  KBIS_TRIAL_DAYS: count.default(7),
  /** What follows the trial: the subscription price in cents and its renewal period. */
  KBIS_RENEWAL_PRICE_CENTS: cents.default(3990),
  /** Public origin of the site: the absolute URLs of the sitemaps (the site reads the same variable for its canonical URLs). */
  SITE_URL: z.url({ error: 'must be a URL such as https://www.registre-clair.fr' }).default('http://localhost:3000'),
  /** Most URLs per sitemap file: 50,000 (the protocol's limit) unless lowered, e.g. for tests. */
  SITEMAP_URLS_PER_FILE: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(50_000, { error: 'must be at most 50000' })
    .default(50_000),
  /** Sitemap files streamed at once; further downloads wait their turn (each reads up to 50,000 rows). */
  SITEMAP_MAX_CONCURRENT_FILES: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(64, { error: 'must be at most 64' }).default(2),
  /** Sitemap files one visitor may download per minute, then 429 with Retry-After (crawlers pace themselves on it). */
  SITEMAP_FILES_PER_MINUTE: count.default(60),
  /** Accent colour of the documents we issue (titles, rules), `#RRGGBB`. */
  DOCUMENTS_ACCENT_COLOR: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour such as #1f4e8c' }).default('#1f4e8c'),
  /** Look-ups of `GET /api/verification/{code}` allowed per minute and per IP. */
  VERIFICATION_RATE_LIMIT_PER_MINUTE: count.default(30),
  /** Official sources (docs/providers.md), all off by default. INSEE's avis de situation Sirene PDF (no credentials). */
  INSEE_AVIS_SITUATION_ENABLED: booleanString.default(false),
  INSEE_AVIS_SITUATION_URL: z.url({ error: 'must be a URL' }).default('https://api-avis-situation-sirene.insee.fr'),
  /** The BODACC's official PDF of one announcement, on bodacc.fr (no credentials). */
  BODACC_PDF_ENABLED: booleanString.default(false),
  BODACC_PDF_URL: z.url({ error: 'must be a URL' }).default('https://www.bodacc.fr'),
  /** INPI RNE API account (data.inpi.fr): acts, annual accounts. Both set: the provider is configured. */
  INPI_RNE_USERNAME: z.string().min(1).optional(),
  INPI_RNE_PASSWORD: z.string().min(1).optional(),
  INPI_RNE_URL: z.url({ error: 'must be a URL' }).default('https://registre-national-entreprises.inpi.fr'),
  /** data.inpi.fr, which serves the RNE registration certificate (attestation) PDF. */
  INPI_DATA_URL: z.url({ error: 'must be a URL' }).default('https://data.inpi.fr'),
  /** Time-out of one request to an official source, and how many times a 5xx or a time-out is retried. */
  PROVIDER_TIMEOUT_MS: count.default(15_000),
  PROVIDER_RETRIES: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0).max(5).default(2),
  KBIS_RENEWAL_PERIOD: z.enum(['week', 'month', 'year'], { error: 'must be one of week, month, year' }).default('month'),
  /** Registration extracts (kbis) included during the trial and in each paid period; orders of every other kind are capped per day (429 beyond). */
  BILLING_TRIAL_KBIS_QUOTA: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be at least 0' }).max(10_000, { error: 'must be at most 10000' }).default(3),
  BILLING_PERIOD_KBIS_QUOTA: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be at least 0' }).max(10_000, { error: 'must be at most 10000' }).default(15),
  BILLING_DAILY_CAP_PER_KIND: count.default(50),
  /** Rows of prospect lists a subscriber may export in a paid period, and during the trial (modules/prospecting). */
  PROSPECTING_EXPORT_ROWS_PER_PERIOD: count.default(100_000),
  PROSPECTING_EXPORT_ROWS_TRIAL: count.default(1_000),
  /** Live counts and previews of prospect lists per minute from one visitor address; 429 + Retry-After beyond. */
  PROSPECTING_PREVIEW_RATE_LIMIT_PER_MINUTE: count.default(120),
  /** Payment provider: `sandbox` (offline test cards, refused when APP_ENV=prod) or `stripe`. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe'], { error: 'must be one of sandbox, stripe' }).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_…)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook secret (whsec_…)' }).optional(),
  /** Where the Stripe SDK sends its requests instead of api.stripe.com (a local stand-in: stripe-mock, the tests' server); refused when APP_ENV=prod. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:12111' }).optional(),
  /** When the API syncs content/ again (changed files only): cron, Europe/Paris time, or `off` (the browser tests sync their own fixtures). */
  CONTENT_SYNC_CRON: z.string().regex(/^(off|\S+( \S+){4})$/, { error: 'must be a cron expression of 5 fields or off' }).default('*/15 * * * *'),
  /** When the worker runs the subscriptions' lifecycle (reminders, renewals, retries, period ends): cron, Europe/Paris time. */
  BILLING_LIFECYCLE_CRON: z.string().regex(/^\S+( \S+){4}$/, { error: 'must be a cron expression of 5 fields' }).default('*/5 * * * *'),
  /** The seller printed on invoices and in the legal notice. */
  SELLER_LEGAL_NAME: z.string().trim().min(1).max(120).default('Registre Clair SAS'),
  SELLER_ADDRESS: z.string().trim().min(1).max(200).default('12 rue de la Paix, 75002 Paris'),
  SELLER_SIREN: z.string().regex(/^\d{9}$/, { error: 'must be 9 digits' }).default('912345674'),
  SELLER_VAT_NUMBER: z.string().regex(/^FR[0-9A-Z]{2}\d{9}$/, { error: 'must be a French VAT number (FRxx123456789)' }).default('FR27912345674'),
  SELLER_RCS: z.string().trim().min(1).max(80).default('RCS Paris 912 345 674'),
  SELLER_SHARE_CAPITAL: z.string().trim().min(1).max(40).default('10 000 €'),
  SELLER_CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('contact@registre-clair.fr'),
  /** Where the /contact form's messages are mailed (each is stored first); unset, to SELLER_CONTACT_EMAIL. */
  CONTACT_FORM_RECIPIENT: z.email({ error: 'must be an e-mail address' }).optional(),
  /** Messages of the /contact form, and registrations to the academy's sessions, one visitor may send per hour (then 429). */
  CONTACT_FORM_MAX_PER_HOUR: count.default(5),
  /** Director of publication and host, for the legal notice. */
  PUBLISHER_NAME: z.string().trim().min(1).max(120).default('Marie Martin, présidente'),
  HOST_NAME: z.string().trim().min(1).max(120).default('OVH SAS'),
  HOST_ADDRESS: z.string().trim().min(1).max(200).default('2 rue Kellermann, 59100 Roubaix'),
  /** Telephone numbers of the publisher and of the host, for the legal notice (LCEN art. 6); unset, the notice names none. */
  PUBLISHER_PHONE: phoneNumber.optional(),
  HOST_PHONE: phoneNumber.optional(),
  /**
   * The consumer mediator the terms name (code de la consommation L.612-1): its name, and its
   * postal address or website (at least one). Unset, the terms say that none is designated yet.
   */
  MEDIATOR_NAME: z.string().trim().min(1).max(160).optional(),
  MEDIATOR_ADDRESS: z.string().trim().min(1).max(200).optional(),
  MEDIATOR_WEBSITE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Who operates the mail server (MAIL_SMTP_URL), named as a processor in the privacy policy; unset, none is named. */
  MAIL_OPERATOR_NAME: z.string().trim().min(1).max(160).optional(),
  /** PostgreSQL schema of the job queue's tables (pg-boss), in the application's database. */
  JOB_QUEUE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,49}$/, { error: 'must be a lower-case SQL name' }).default('pgboss'),
  /** How often an idle worker asks for jobs, in seconds (at least 0.5). */
  JOB_POLLING_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a number' }).min(0.5, { error: 'must be at least 0.5' }).max(300, { error: 'must be at most 300' }).default(2),
  /** How often expired jobs (a dead worker's) are failed so that they are retried, in seconds. */
  JOB_MAINTENANCE_INTERVAL_SECONDS: count.default(60),
  /** On Ctrl-C or SIGTERM, how long running jobs may take to finish before they are released for a retry. */
  WORKER_SHUTDOWN_TIMEOUT_SECONDS: count.default(30),
  /** Days a finished job stays visible in the queue's tables. */
  JOB_RETENTION_DAYS: count.default(14),
  /** When the worker refreshes the site's counters and the sector statistics (cron, Europe/Paris time). */
  STATISTICS_REFRESH_CRON: z.string().regex(/^\S+( \S+){4}$/, { error: 'must be a cron expression of 5 fields' }).default('30 4 * * *'),
  /** When the worker recounts the register figures of the company-creation pages and the registry dictionary (cron, Europe/Paris time). */
  REGISTER_FIGURES_REFRESH_CRON: z.string().regex(/^\S+( \S+){4}$/, { error: 'must be a cron expression of 5 fields' }).default('0 5 * * *'),
  /** First delay before a failed job of the worker is retried (doubled at each retry), in seconds. */
  JOB_RETRY_DELAY_SECONDS: count.default(60),
  /** A statistics refresh running longer than this is failed and retried (a worker killed mid-job). */
  STATISTICS_REFRESH_TIMEOUT_SECONDS: count.default(1800),
  /** When the worker computes the data hub's lists again (cron, Europe/Paris time); the importers also do after each import. */
  DATA_HUB_REFRESH_CRON: z.string().regex(/^\S+( \S+){4}$/, { error: 'must be a cron expression of 5 fields' }).default('45 4 * * *'),
  /** A data hub refresh running longer than this is failed and retried. */
  DATA_HUB_REFRESH_TIMEOUT_SECONDS: count.default(1800),
  /** When the worker applies the previous day's changes of the register (cron, Europe/Paris time): docs/data-updates.md. */
  DATA_UPDATE_CRON: z.string().regex(/^\S+( \S+){4}$/, { error: 'must be a cron expression of 5 fields' }).default('0 4 * * *'),
  /** A daily update running longer than this is failed and retried (the retry resumes it). */
  DATA_UPDATE_TIMEOUT_SECONDS: count.default(3600),
  /** Addresses of a day's files ({date}: the day, YYYY-MM-DD). Unset: the source is skipped; the BODACC defaults to its official API. */
  DATA_UPDATE_SIRENE_UL_URL: dayFileAddress.optional(),
  DATA_UPDATE_SIRENE_UL_SHA256_URL: dayFileAddress.optional(),
  DATA_UPDATE_SIRENE_ETAB_URL: dayFileAddress.optional(),
  DATA_UPDATE_SIRENE_ETAB_SHA256_URL: dayFileAddress.optional(),
  DATA_UPDATE_RNE_URL: dayFileAddress.optional(),
  DATA_UPDATE_RNE_SHA256_URL: dayFileAddress.optional(),
  DATA_UPDATE_BODACC_URL: dayFileAddress.optional(),
  DATA_UPDATE_BODACC_SHA256_URL: dayFileAddress.optional(),
  /** Orders created per minute by one signed-in user (from any address); 429 + Retry-After beyond. */
  ORDER_RATE_LIMIT_PER_MINUTE: count.default(30),
  /** Orders created per minute from one visitor address (guests and signed-in users alike); 429 + Retry-After beyond. */
  ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: count.default(60),
  /** Retries of an order's fulfilment after its first attempt fails; after the last, the order is unfulfillable. */
  ORDER_JOB_RETRY_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be at least 0' }).max(20, { error: 'must be at most 20' }).default(4),
  /** First delay before a failed order job is retried (doubled each time), in seconds. */
  ORDER_JOB_RETRY_DELAY_SECONDS: count.default(5),
  /** An order's fulfilment running longer than this is failed and retried (a worker killed mid-job). */
  ORDER_JOB_TIMEOUT_SECONDS: count.default(120),
  /** Order jobs each worker process runs at the same time. */
  ORDER_WORKER_CONCURRENCY: count.default(2),
  /** How often an idle order worker asks for orders, in seconds (at least 0.5): part of every order's wait (budget p95 ≤ 1 s). */
  ORDER_POLLING_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a number' }).min(0.5, { error: 'must be at least 0.5' }).max(300, { error: 'must be at most 300' }).default(0.5),
  /** Days an unpaid pre-order (a guest's or a user's order waiting for a payment) is kept before the worker deletes it. */
  PRE_ORDER_RETENTION_DAYS: count.default(30),
  /** When the worker deletes the unpaid pre-orders older than PRE_ORDER_RETENTION_DAYS (cron, Europe/Paris time). */
  PRE_ORDER_PURGE_CRON: z.string().regex(/^\S+( \S+){4}$/, { error: 'must be a cron expression of 5 fields' }).default('40 3 * * *'),
  /** When the worker mails the change digests of followed companies (cron, Europe/Paris time); weekly digests go out on Mondays. */
  FOLLOWING_DIGEST_CRON: z.string().regex(/^\S+( \S+){4}$/, { error: 'must be a cron expression of 5 fields' }).default('0 7 * * *'),
  /** Webhook deliveries: attempts before a delivery is given up (exponential backoff from JOB_RETRY_DELAY_SECONDS). */
  WEBHOOK_MAX_ATTEMPTS: count.default(6),
  /** Consecutive failed deliveries after which a user's webhook is disabled (and the user told by mail). */
  WEBHOOK_DISABLE_AFTER_FAILURES: count.default(20),
  /** Seconds a webhook receiver has to answer. */
  WEBHOOK_TIMEOUT_SECONDS: count.default(10),
  /**
   * Tests only (refused unless APP_ENV=test): webhooks may be delivered to loopback and private
   * addresses and over plain HTTP, so tests can use a local receiver. Never set in production.
   */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false').transform((value) => value === 'true'),
  /** Tests only (honoured when APP_ENV=test): a refresh job waits while this file exists. */
  WORKER_TEST_HOLD_FILE: z.string().min(1).optional(),
});

export type AppConfig = z.infer<typeof envSchema>;
