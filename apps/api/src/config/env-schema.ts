import { z } from 'zod';

const booleanString = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int({ error: 'must be a port number' })
  .min(1, { error: 'must be between 1 and 65535' })
  .max(65535, { error: 'must be between 1 and 65535' });

const count = z.coerce
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(1_000_000, { error: 'must be at most 1000000' });

/** An amount of money in integer cents (up to 10 000 €). */
const cents = z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be at least 0' }).max(1_000_000, { error: 'must be at most 1000000' });

/** Every environment variable the API and the start script read (documented in .env.example). */
export const envSchema = z.object({
  APP_ENV: z.enum(['local', 'test', 'prod'], { error: 'must be one of local, test, prod' }).default('local'),
  ANALYZE: booleanString.optional(),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(4000),
  WEB_PORT: port.default(3000),
  WEB_ORIGIN: z.url({ error: 'must be a URL such as http://localhost:3000' }).default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  EMBEDDED_PG_PORT: port.default(54329),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Size of the synthetic demo register loaded into an empty database by `npm start`. */
  DEMO_COMPANIES: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(20_000_000, { error: 'must be at most 20000000' }).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Search requests (companies, suggest) allowed per minute and per IP; the search benchmark lifts it. */
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(10_000_000, { error: 'must be at most 10000000' }).default(600),
  /** Brand shown by the site and in the mails' sender name, subjects and signatures. */
  NEXT_PUBLIC_BRAND_NAME: z.string().trim().min(1).max(80).default('Registre Clair'),
  /** Secret that signs e-mail verification links (≥ 32 characters; see modules/auth/signing-key.ts when unset). */
  APP_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
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
  /** Sender address of the mails (the sender name is the brand). */
  MAIL_FROM_ADDRESS: z.email({ error: 'must be an e-mail address' }).default('no-reply@registre-clair.fr'),
  /** Attempts allowed per throttle window: sign-ins per IP, failed sign-ins per e-mail, registrations per IP, mails per IP. */
  AUTH_LOGIN_MAX_PER_IP: count.default(20),
  AUTH_LOGIN_MAX_PER_EMAIL: count.default(5),
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
  KBIS_RENEWAL_PERIOD: z.enum(['week', 'month', 'year'], { error: 'must be one of week, month, year' }).default('month'),
  /** Registration extracts (kbis) included during the trial and in each paid period; orders of every other kind are capped per day (429 beyond). */
  BILLING_TRIAL_KBIS_QUOTA: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be at least 0' }).max(10_000, { error: 'must be at most 10000' }).default(3),
  BILLING_PERIOD_KBIS_QUOTA: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be at least 0' }).max(10_000, { error: 'must be at most 10000' }).default(15),
  BILLING_DAILY_CAP_PER_KIND: count.default(50),
  /** Payment provider: `sandbox` (offline test cards, refused when APP_ENV=prod) or `stripe`. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe'], { error: 'must be one of sandbox, stripe' }).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_…)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook secret (whsec_…)' }).optional(),
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
  /** Director of publication and host, for the legal notice. */
  PUBLISHER_NAME: z.string().trim().min(1).max(120).default('Marie Martin, présidente'),
  HOST_NAME: z.string().trim().min(1).max(120).default('OVH SAS'),
  HOST_ADDRESS: z.string().trim().min(1).max(200).default('2 rue Kellermann, 59100 Roubaix'),
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
  /** First delay before a failed job of the worker is retried (doubled at each retry), in seconds. */
  JOB_RETRY_DELAY_SECONDS: count.default(60),
  /** A statistics refresh running longer than this is failed and retried (a worker killed mid-job). */
  STATISTICS_REFRESH_TIMEOUT_SECONDS: count.default(1800),
  /** Tests only (honoured when APP_ENV=test): a refresh job waits while this file exists. */
  WORKER_TEST_HOLD_FILE: z.string().min(1).optional(),
});

export type AppConfig = z.infer<typeof envSchema>;
