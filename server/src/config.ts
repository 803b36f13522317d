import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_MUSEUM_TIMEZONE,
  ICMS_BASE,
  STAFF_DOCUMENT_MAX_MB,
  STAFF_IMAGE_MAX_MB,
  UPLOAD_DEFAULT_MAX_MB,
  UPLOAD_DOCUMENT_MAX_MB,
} from '@museum/shared';
import { z } from 'zod';
import { SERVER_ROOT } from './package-root.ts';

const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional();
const isOn = (v: string) => v === 'true' || v === '1' || v === 'yes';
const bool = (fallback: boolean) => flag.transform((v) => (v === undefined ? fallback : isOn(v)));
const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
const clock = (fallback: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM')
    .default(fallback);
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/**
 * The demo museum's name and visiting information, in Chinese and in English (docs/PRODUCT.md "English"): the
 * defaults of SITE_NAME, MUSEUM_ADDRESS, MUSEUM_PHONE and OPENING_HOURS and of their English twins (`..._EN`).
 */
const DEMO_SITE = {
  SITE_NAME: { zh: '天山美术馆', en: 'Tianshan Art Museum' },
  MUSEUM_ADDRESS: {
    zh: '新疆乌鲁木齐市天山区文澜路 88 号',
    en: '88 Wenlan Road, Tianshan District, Urumqi, Xinjiang',
  },
  MUSEUM_PHONE: { zh: '0991-8812345', en: '+86 991 881 2345' },
  OPENING_HOURS: {
    zh: '周二至周日 10:00–18:00（17:00 停止入馆），周一闭馆（法定节假日除外）',
    en: 'Tuesday to Sunday 10:00–18:00 (last entry 17:00); closed on Mondays except public holidays',
  },
} as const;

/** An optional URL of one of `protocols`; a malformed one stops the start with a message naming the variable. */
const urlOf = (protocols: string[], example: string) =>
  optionalText.refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.includes(new URL(value).protocol)),
    `expected a URL like ${example}`,
  );

/** Every setting the server reads from the environment; README's configuration table mirrors this list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(8080),
  /** Loopback unless set: a development server is not a public one by accident (HOST=0.0.0.0 to publish). */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlOf(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database'),
  REDIS_URL: urlOf(['redis:', 'rediss:'], 'redis://host:6379'),
  /** Trust X-Forwarded-For from this many proxies (for per-IP limits behind a load balancer). */
  TRUST_PROXY: int(0),
  /** A socket with no traffic for this long is closed (a client that connects and sends nothing). */
  CONNECTION_IDLE_SECONDS: int(30),
  /** The request line and headers must arrive within this time (slow-header clients). */
  HEADERS_TIMEOUT_SECONDS: int(15),
  /** The whole request, an upload's body included, must arrive within this time (slow-body clients). */
  REQUEST_TIMEOUT_SECONDS: int(120),
  /** An idle kept-alive connection is closed after this time; above a load balancer's idle timeout. */
  KEEP_ALIVE_SECONDS: int(10),
  /** A connection is closed after this many requests, so load spreads again across processes. */
  MAX_REQUESTS_PER_SOCKET: int(1000),
  /** Largest JSON request body, in KiB (uploads have their own limits). */
  JSON_BODY_LIMIT_KB: int(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built site from this folder; empty turns static serving off. */
  WEB_DIST_DIR: z.string().default(path.resolve(SERVER_ROOT, '../web/dist')),
  /** Public origin of the site, used in links the server hands out (QR codes, IIIF ids). */
  PUBLIC_URL: urlOf(['http:', 'https:'], 'https://museum.example.cn'),
  /** Without PUBLIC_URL, outside production: Hosts links may be built from (a bare name: any port). */
  ALLOWED_HOSTS: z.string().default('localhost,127.0.0.1,[::1]'),
  /** Seed demo content into an empty database at start. */
  SEED_DEMO: bool(true),
  /** Seconds a public read answer (lists, search) is shared between visitors; 0 turns it off. */
  PUBLIC_CACHE_SECONDS: int(30),
  /** Megabytes of shared answers kept in process (without Redis); the least recently used go first. */
  ANSWER_CACHE_MB: int(64),
  /**
   * Without DATABASE_URL: requests that may wait for the embedded database at once (it runs one query at a time);
   * one more is answered 503 with Retry-After at once.
   */
  DB_QUEUE_LIMIT: z.coerce.number().int().positive().default(200),
  /** Adds GET /prod-api/bench/ceiling, a constant JSON answer used by `npm run bench` as the ceiling. */
  BENCH_ROUTES: bool(false),
  /** Serves the OpenAPI document and its reference page; on by default in development only. */
  API_DOCS: flag,
  /** Base64 of 32 random bytes; encrypts real names and ID numbers. Generated into DATA_DIR when unset. */
  PERSONAL_DATA_KEY: optionalText.refine(
    (key) => key === undefined || Buffer.from(key, 'base64').length === 32,
    'expected base64 of 32 random bytes (openssl rand -base64 32)',
  ),
  CAPTCHA_ENABLED: bool(true),
  SMS_PROVIDER: z.enum(['console', 'aliyun', 'tencent']).default('console'),
  ALLOW_CONSOLE_SMS: bool(false),
  SMS_IP_HOURLY_LIMIT: int(30),
  // Accounts: SMS adapters, WeChat login, sessions and the password lock.
  /** Signature name and verification-code template registered with the SMS provider. */
  SMS_SIGN_NAME: z.string().default('天山美术馆'),
  SMS_TEMPLATE_CODE: optionalText,
  /** A notice template (a closed day's bookings cancelled) with the parameters day and reason, in that order. */
  SMS_NOTICE_TEMPLATE_CODE: optionalText,
  ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
  ALIYUN_SMS_ENDPOINT: z.string().default('https://dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: optionalText,
  TENCENT_SMS_SECRET_KEY: optionalText,
  TENCENT_SMS_SDK_APP_ID: optionalText,
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().default('https://sms.tencentcloudapi.com'),
  /** simulator: the built-in phone page; open: WeChat Open Platform website login (snsapi_login). */
  WECHAT_MODE: z.enum(['simulator', 'open']).default('simulator'),
  ALLOW_WECHAT_SIMULATOR: bool(false),
  WECHAT_APP_ID: optionalText,
  WECHAT_APP_SECRET: optionalText,
  SESSION_TTL_DAYS: int(7),
  /** Failed password logins of one account from one IP before that pair is locked, and for how long. */
  LOGIN_MAX_FAILURES: int(5),
  LOGIN_LOCK_MINUTES: int(15),
  /** Failed password logins of one account from all IPs together before its password sign-in is locked. */
  LOGIN_ACCOUNT_MAX_FAILURES: int(20),
  /** checkExist calls (is this phone registered?) one network may make in an hour. */
  CHECK_EXIST_HOURLY_LIMIT: int(60),
  /** Sliding lifetime of a staff session: hours without a call before it ends. */
  STAFF_SESSION_HOURS: int(12),
  /** Broadcasts to every visitor one staff member may send in an hour. */
  BROADCASTS_PER_HOUR: int(5),
  // Footer and external links (docs/PRODUCT.md "Footer and links").
  SITE_NAME: z.string().default(DEMO_SITE.SITE_NAME.zh),
  /** The English twins of the museum's name and visiting information (see `englishSite`). */
  SITE_NAME_EN: optionalText,
  ICP_NUMBER: z.string().default('新ICP备2026000001号-1'),
  ICP_URL: z.string().default('https://beian.miit.gov.cn/'),
  PSB_NUMBER: z.string().default('新公网安备65010202000001号'),
  PSB_URL: z.string().default('https://beian.mps.gov.cn/'),
  QR_OFFICIAL_ACCOUNT_URL: z.string().default('https://mp.weixin.qq.com/'),
  QR_MOBILE_URL: optionalText,
  QR_SHORT_VIDEO_URL: z.string().default('https://www.douyin.com/'),
  MUSEUM_ADDRESS: z.string().default(DEMO_SITE.MUSEUM_ADDRESS.zh),
  MUSEUM_ADDRESS_EN: optionalText,
  MUSEUM_PHONE: z.string().default(DEMO_SITE.MUSEUM_PHONE.zh),
  MUSEUM_PHONE_EN: optionalText,
  OPENING_HOURS: z.string().default(DEMO_SITE.OPENING_HOURS.zh),
  OPENING_HOURS_EN: optionalText,
  MAP_URL: z.string().default('https://uri.amap.com/marker?position=87.616848,43.825592&name=天山美术馆'),
  VIRTUAL_TOUR_URL: optionalText,
  ONLINE_VIEWING_URL: optionalText,
  COLLECTION_EXTERNAL_URL: optionalText,
  /**
   * Base URL of the ICMS collection service; the built-in one by default. An absolute http(s) URL is a museum's
   * own ICMS, which the server proxies at the built-in service's paths.
   */
  COLLECTION_API_BASE: optionalText,
  /** How long the proxy waits for an outside ICMS. */
  COLLECTION_TIMEOUT_MS: int(8000),
  // Visitor services (reservation, uploads).
  /** Dates and opening times are the museum's local ones. */
  MUSEUM_TIMEZONE: z.string().refine(isTimeZone, 'unknown IANA time zone').default(DEFAULT_MUSEUM_TIMEZONE),
  ENTRY_BOOKING_DAYS: int(7),
  ENTRY_DAILY_CAPACITY: int(3000),
  /** Weekdays without entry, 0 = Sunday … 6 = Saturday, comma-separated. */
  ENTRY_CLOSED_WEEKDAYS: z
    .string()
    .regex(/^\s*([0-6](\s*,\s*[0-6])*)?\s*$/, 'expected weekdays 0-6, comma-separated')
    .default('1'),
  /** Extra closed dates, YYYY-MM-DD, comma-separated. */
  ENTRY_CLOSED_DATES: z
    .string()
    .regex(
      /^\s*(\d{4}-\d{2}-\d{2}(\s*,\s*\d{4}-\d{2}-\d{2})*)?\s*$/,
      'expected YYYY-MM-DD dates, comma-separated',
    )
    .default(''),
  ENTRY_OPEN_TIME: clock('10:00'),
  ENTRY_LAST_ENTRY_TIME: clock('17:00'),
  ENTRY_CLOSING_TIME: clock('18:00'),
  // The real crowd (docs/PRODUCT.md): fair booking rules, each a setting.
  /** The day after the window opens at this time, museum time. */
  ENTRY_RELEASE_TIME: clock('17:00'),
  /** One ID document books at most ENTRY_ID_LIMIT visit days in any ENTRY_ID_LIMIT_DAYS days. */
  ENTRY_ID_LIMIT: int(4),
  ENTRY_ID_LIMIT_DAYS: int(30),
  /** ENTRY_NO_SHOW_LIMIT no-shows within ENTRY_NO_SHOW_WINDOW_DAYS bar an ID for ENTRY_NO_SHOW_BAN_DAYS days. */
  ENTRY_NO_SHOW_LIMIT: int(3),
  ENTRY_NO_SHOW_WINDOW_DAYS: int(180),
  ENTRY_NO_SHOW_BAN_DAYS: int(60),
  /** Places of each day kept for the front desk's window and phone bookings. */
  ENTRY_WINDOW_RESERVE: int(50),
  /** Places of each day for groups, apart from individual places; members per group. */
  ENTRY_GROUP_CAPACITY: int(200),
  ENTRY_GROUP_MIN: int(10),
  ENTRY_GROUP_MAX: int(50),
  /** Booking attempts one account, and one network address, may make in a minute; 0 turns a limit off. */
  ENTRY_BOOK_ACCOUNT_PER_MINUTE: int(10),
  ENTRY_BOOK_IP_PER_MINUTE: int(60),
  /** Whether every visitor of a booking gives their own document (the spec's client gives none: optional). */
  ENTRY_VISITOR_ID: z.enum(['optional', 'required']).default('optional'),
  UPLOAD_DOCUMENT_MAX_MB: int(UPLOAD_DOCUMENT_MAX_MB),
  UPLOAD_MEDIA_MAX_MB: int(UPLOAD_DEFAULT_MAX_MB),
  UPLOAD_POLICY_TTL_SECONDS: int(600),
  /** Files and megabytes one visitor may upload in one museum day; 0 turns a limit off. */
  UPLOAD_DAILY_FILES: int(50),
  UPLOAD_DAILY_MB: int(200),
  /** Editors' uploads for published content (GET /admin/files/policy): images, and PDF documents. */
  STAFF_UPLOAD_IMAGE_MAX_MB: int(STAFF_IMAGE_MAX_MB),
  STAFF_UPLOAD_DOCUMENT_MAX_MB: int(STAFF_DOCUMENT_MAX_MB),
  /** Image renders (resizing, IIIF) running at once in each lane (small, big), and waiting before a 503. */
  IMAGE_CONCURRENCY: int(2),
  IMAGE_QUEUE_LENGTH: int(32),
  // S3-compatible storage (Aliyun OSS, S3, MinIO): used when S3_BUCKET is set.
  S3_ENDPOINT: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Where browsers read stored files; unset serves them through this server's /files/. */
  S3_PUBLIC_BASE_URL: optionalText,
  S3_FORCE_PATH_STYLE: bool(false),
});

/** Environment overrides, as strings like the real environment (tests pass these). */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

/**
 * The museum's name and visiting information in English: each `..._EN` as configured; unset, the demo's English
 * while the Chinese is the demo's too, else the configured Chinese (rather than the demo museum's English).
 */
function englishSite(env: z.output<typeof envSchema>) {
  const english = (key: keyof typeof DEMO_SITE, given: string | undefined) =>
    given ?? (env[key] === DEMO_SITE[key].zh ? DEMO_SITE[key].en : env[key]);
  return {
    name: english('SITE_NAME', env.SITE_NAME_EN),
    address: english('MUSEUM_ADDRESS', env.MUSEUM_ADDRESS_EN),
    phone: english('MUSEUM_PHONE', env.MUSEUM_PHONE_EN),
    openingHours: english('OPENING_HOURS', env.OPENING_HOURS_EN),
  };
}

function buildConfig(env: z.output<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const collectionBase = (env.COLLECTION_API_BASE ?? ICMS_BASE).replace(/\/+$/, '');
  const remoteCollection = /^https?:\/\//i.test(collectionBase) ? collectionBase : null;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dbQueueLimit: env.DB_QUEUE_LIMIT,
    logLevel: env.LOG_LEVEL,
    http: {
      connectionIdleMs: Math.max(1, env.CONNECTION_IDLE_SECONDS) * 1000,
      headersTimeoutMs: Math.max(1, env.HEADERS_TIMEOUT_SECONDS) * 1000,
      requestTimeoutMs: Math.max(env.HEADERS_TIMEOUT_SECONDS, env.REQUEST_TIMEOUT_SECONDS, 1) * 1000,
      keepAliveMs: Math.max(1, env.KEEP_ALIVE_SECONDS) * 1000,
      maxRequestsPerSocket: env.MAX_REQUESTS_PER_SOCKET,
      jsonBodyLimitBytes: Math.max(1, env.JSON_BODY_LIMIT_KB) * 1024,
    },
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR,
    publicUrl: env.PUBLIC_URL,
    allowedHosts: list(env.ALLOWED_HOSTS.toLowerCase()),
    seedDemo: env.SEED_DEMO,
    benchRoutes: env.BENCH_ROUTES,
    apiDocs: env.API_DOCS === undefined ? env.NODE_ENV === 'development' : isOn(env.API_DOCS),
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
    answerCacheBytes: env.ANSWER_CACHE_MB * 1024 * 1024,
    personalDataKey: env.PERSONAL_DATA_KEY,
    captchaEnabled: env.CAPTCHA_ENABLED,
    sms: {
      provider: env.SMS_PROVIDER,
      allowConsole: env.ALLOW_CONSOLE_SMS,
      // Codes readable on the web let anyone sign in as anyone: in production the console provider only logs.
      devOutbox: env.SMS_PROVIDER === 'console' && env.NODE_ENV !== 'production',
      ipHourlyLimit: env.SMS_IP_HOURLY_LIMIT,
      signName: env.SMS_SIGN_NAME,
      templateCode: env.SMS_TEMPLATE_CODE,
      noticeTemplateCode: env.SMS_NOTICE_TEMPLATE_CODE,
      aliyun: {
        accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID,
        accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET,
        endpoint: env.ALIYUN_SMS_ENDPOINT,
      },
      tencent: {
        secretId: env.TENCENT_SMS_SECRET_ID,
        secretKey: env.TENCENT_SMS_SECRET_KEY,
        sdkAppId: env.TENCENT_SMS_SDK_APP_ID,
        region: env.TENCENT_SMS_REGION,
        endpoint: env.TENCENT_SMS_ENDPOINT,
      },
    },
    wechat: {
      mode: env.WECHAT_MODE,
      allowSimulator: env.ALLOW_WECHAT_SIMULATOR,
      appId: env.WECHAT_APP_ID,
      appSecret: env.WECHAT_APP_SECRET,
    },
    accounts: {
      sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 3600 * 1000,
      loginMaxFailures: Math.max(1, env.LOGIN_MAX_FAILURES),
      loginLockMinutes: Math.max(1, env.LOGIN_LOCK_MINUTES),
      loginAccountMaxFailures: Math.max(1, env.LOGIN_ACCOUNT_MAX_FAILURES),
      checkExistHourlyLimit: env.CHECK_EXIST_HOURLY_LIMIT,
    },
    staff: {
      sessionTtlMs: Math.max(1, env.STAFF_SESSION_HOURS) * 3600 * 1000,
      broadcastsPerHour: Math.max(1, env.BROADCASTS_PER_HOUR),
    },
    site: {
      name: env.SITE_NAME,
      icpNumber: env.ICP_NUMBER,
      icpUrl: env.ICP_URL,
      psbNumber: env.PSB_NUMBER,
      psbUrl: env.PSB_URL,
      officialAccountUrl: env.QR_OFFICIAL_ACCOUNT_URL,
      mobileUrl: env.QR_MOBILE_URL,
      shortVideoUrl: env.QR_SHORT_VIDEO_URL,
      address: env.MUSEUM_ADDRESS,
      phone: env.MUSEUM_PHONE,
      openingHours: env.OPENING_HOURS,
      /** What the settings answer an English call or page in place of the Chinese above. */
      en: englishSite(env),
      mapUrl: env.MAP_URL,
      virtualTourUrl: env.VIRTUAL_TOUR_URL,
      onlineViewingUrl: env.ONLINE_VIEWING_URL,
      collectionExternalUrl: env.COLLECTION_EXTERNAL_URL,
      // An outside ICMS is read through this server's proxy, on this origin (no CORS, no mixed content).
      collectionApiBase: remoteCollection ? ICMS_BASE : collectionBase,
      collectionPictureBase: collectionBase,
    },
    collection: { remote: remoteCollection, timeoutMs: env.COLLECTION_TIMEOUT_MS },
    timezone: env.MUSEUM_TIMEZONE,
    entry: {
      bookingDays: env.ENTRY_BOOKING_DAYS,
      dailyCapacity: env.ENTRY_DAILY_CAPACITY,
      closedWeekdays: list(env.ENTRY_CLOSED_WEEKDAYS).map(Number),
      closedDates: list(env.ENTRY_CLOSED_DATES),
      openTime: env.ENTRY_OPEN_TIME,
      lastEntryTime: env.ENTRY_LAST_ENTRY_TIME,
      closingTime: env.ENTRY_CLOSING_TIME,
      releaseTime: env.ENTRY_RELEASE_TIME,
      idLimit: env.ENTRY_ID_LIMIT,
      idLimitDays: env.ENTRY_ID_LIMIT_DAYS,
      noShowLimit: env.ENTRY_NO_SHOW_LIMIT,
      noShowWindowDays: env.ENTRY_NO_SHOW_WINDOW_DAYS,
      noShowBanDays: env.ENTRY_NO_SHOW_BAN_DAYS,
      windowReserve: env.ENTRY_WINDOW_RESERVE,
      groupCapacity: env.ENTRY_GROUP_CAPACITY,
      groupMin: env.ENTRY_GROUP_MIN,
      groupMax: env.ENTRY_GROUP_MAX,
      visitorId: env.ENTRY_VISITOR_ID,
      accountPerMinute: env.ENTRY_BOOK_ACCOUNT_PER_MINUTE,
      ipPerMinute: env.ENTRY_BOOK_IP_PER_MINUTE,
    },
    uploads: {
      documentMaxBytes: env.UPLOAD_DOCUMENT_MAX_MB * 1024 * 1024,
      mediaMaxBytes: env.UPLOAD_MEDIA_MAX_MB * 1024 * 1024,
      policyTtlSeconds: env.UPLOAD_POLICY_TTL_SECONDS,
      /** One visitor's uploads per museum day: files, and their bytes together. */
      dailyFiles: env.UPLOAD_DAILY_FILES,
      dailyBytes: env.UPLOAD_DAILY_MB * 1024 * 1024,
      /** Staff uploads for content: no daily quota (staff are accountable), larger files. */
      staffImageMaxBytes: env.STAFF_UPLOAD_IMAGE_MAX_MB * 1024 * 1024,
      staffDocumentMaxBytes: env.STAFF_UPLOAD_DOCUMENT_MAX_MB * 1024 * 1024,
    },
    /** Each lane of the image queue (small renders, big ones): renders at once, and renders waiting. */
    images: {
      concurrency: Math.max(1, env.IMAGE_CONCURRENCY),
      queueLength: env.IMAGE_QUEUE_LENGTH,
    },
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicBaseUrl: env.S3_PUBLIC_BASE_URL,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

export type Config = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {}

/** Settings the chosen SMS provider or WeChat mode cannot work without. */
function missingAccountSettings(env: z.output<typeof envSchema>): string[] {
  const needed: (keyof typeof env)[] = [];
  if (env.SMS_PROVIDER === 'aliyun') {
    needed.push('ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'SMS_TEMPLATE_CODE');
  }
  if (env.SMS_PROVIDER === 'tencent') {
    needed.push(
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'SMS_TEMPLATE_CODE',
    );
  }
  // The WeChat callback address is built from PUBLIC_URL, and must match the one registered with WeChat.
  if (env.WECHAT_MODE === 'open') needed.push('WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'PUBLIC_URL');
  return needed.filter((key) => !env[key]);
}

/** The key the embedded default generates into DATA_DIR: a development key, never production's. */
export const generatedKeyFile = (dataDir: string) => path.join(dataDir, 'secrets', 'personal-data.key');

/**
 * What a public installation must not run with. Demo adapters hand out codes (console SMS, its outbox) or
 * accounts (WeChat simulator) to anyone, so production opts in to them by name; links and the personal-data key
 * must be the installation's own.
 */
function productionRefusals(config: Config): string[] {
  const refusals = [
    {
      on: config.sms.provider === 'console' && !config.sms.allowConsole,
      why: 'SMS_PROVIDER=console (set a real provider, or ALLOW_CONSOLE_SMS=true for a demo installation)',
    },
    {
      on: config.wechat.mode === 'simulator' && !config.wechat.allowSimulator,
      why: 'WECHAT_MODE=simulator (set WECHAT_MODE=open, or ALLOW_WECHAT_SIMULATOR=true for a demo installation)',
    },
    {
      on: !config.personalDataKey,
      why: 'a missing PERSONAL_DATA_KEY (base64 of 32 random bytes: openssl rand -base64 32)',
    },
    {
      on: Boolean(config.personalDataKey) && config.personalDataKey === developmentKey(config.dataDir),
      why: 'PERSONAL_DATA_KEY equal to the development key generated in DATA_DIR (generate a new one)',
    },
    {
      on: !config.publicUrl,
      why: 'a missing PUBLIC_URL (the address visitors use, e.g. https://museum.example.cn)',
    },
  ];
  return refusals.filter((refusal) => refusal.on).map((refusal) => refusal.why);
}

function developmentKey(dataDir: string): string | undefined {
  const file = generatedKeyFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** Reads the environment once; refuses to start on a bad or unsafe setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const config = buildConfig(parsed.data);
  if (config.env === 'production') {
    const refused = productionRefusals(config);
    if (refused.length) throw new ConfigError(`Refused when NODE_ENV=production: ${refused.join('; ')}`);
  }
  const missing = missingAccountSettings(parsed.data);
  if (missing.length) throw new ConfigError(`Missing configuration: ${missing.join(', ')}`);
  return config;
}
