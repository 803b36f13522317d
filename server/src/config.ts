import path from 'node:path';
import { UPLOAD_DEFAULT_MAX_MB, UPLOAD_DOCUMENT_MAX_MB } from '@museum/shared';
import { z } from 'zod';

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

/** Every setting the server reads from the environment; README's configuration table mirrors this list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  /** Trust X-Forwarded-For from this many proxies (for per-IP limits behind a load balancer). */
  TRUST_PROXY: int(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built site from this folder; empty turns static serving off. */
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** Public origin of the site, used in links the server hands out (QR codes, IIIF ids). */
  PUBLIC_URL: optionalText,
  /** Seed demo content into an empty database at start. */
  SEED_DEMO: bool(true),
  /** Seconds a public read answer (lists, search) is shared between visitors; 0 turns it off. */
  PUBLIC_CACHE_SECONDS: int(30),
  /** Adds GET /prod-api/bench/ceiling, a constant JSON answer used by `npm run bench` as the ceiling. */
  BENCH_ROUTES: bool(false),
  /** Serves the OpenAPI document and its reference page; on by default in development only. */
  API_DOCS: flag,
  /** Base64 of 32 random bytes; encrypts real names and ID numbers. Generated into DATA_DIR when unset. */
  PERSONAL_DATA_KEY: optionalText,
  CAPTCHA_ENABLED: bool(true),
  SMS_PROVIDER: z.enum(['console', 'aliyun', 'tencent']).default('console'),
  ALLOW_CONSOLE_SMS: bool(false),
  SMS_IP_HOURLY_LIMIT: int(30),
  // Accounts: SMS adapters, WeChat login, sessions and the password lock.
  /** Signature name and verification-code template registered with the SMS provider. */
  SMS_SIGN_NAME: z.string().default('天山美术馆'),
  SMS_TEMPLATE_CODE: optionalText,
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
  // Footer and external links (docs/PRODUCT.md "Footer and links").
  SITE_NAME: z.string().default('天山美术馆'),
  ICP_NUMBER: z.string().default('新ICP备2026000001号-1'),
  ICP_URL: z.string().default('https://beian.miit.gov.cn/'),
  PSB_NUMBER: z.string().default('新公网安备65010202000001号'),
  PSB_URL: z.string().default('https://beian.mps.gov.cn/'),
  QR_OFFICIAL_ACCOUNT_URL: z.string().default('https://mp.weixin.qq.com/'),
  QR_MOBILE_URL: optionalText,
  QR_SHORT_VIDEO_URL: z.string().default('https://www.douyin.com/'),
  MUSEUM_ADDRESS: z.string().default('新疆乌鲁木齐市天山区文澜路 88 号'),
  MUSEUM_PHONE: z.string().default('0991-8812345'),
  OPENING_HOURS: z.string().default('周二至周日 10:00–18:00（17:00 停止入馆），周一闭馆（法定节假日除外）'),
  MAP_URL: z.string().default('https://uri.amap.com/marker?position=87.616848,43.825592&name=天山美术馆'),
  VIRTUAL_TOUR_URL: optionalText,
  ONLINE_VIEWING_URL: optionalText,
  COLLECTION_EXTERNAL_URL: optionalText,
  /** Base URL of the ICMS-compatible collection service; the built-in one by default. */
  COLLECTION_API_BASE: optionalText,
  // Visitor services (reservation, uploads).
  /** Dates and opening times are the museum's local ones. */
  MUSEUM_TIMEZONE: z.string().refine(isTimeZone, 'unknown IANA time zone').default('Asia/Shanghai'),
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
  UPLOAD_DOCUMENT_MAX_MB: int(UPLOAD_DOCUMENT_MAX_MB),
  UPLOAD_MEDIA_MAX_MB: int(UPLOAD_DEFAULT_MAX_MB),
  UPLOAD_POLICY_TTL_SECONDS: int(600),
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

function buildConfig(env: z.output<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR,
    publicUrl: env.PUBLIC_URL,
    seedDemo: env.SEED_DEMO,
    benchRoutes: env.BENCH_ROUTES,
    apiDocs: env.API_DOCS === undefined ? env.NODE_ENV === 'development' : isOn(env.API_DOCS),
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
    personalDataKey: env.PERSONAL_DATA_KEY,
    captchaEnabled: env.CAPTCHA_ENABLED,
    sms: {
      provider: env.SMS_PROVIDER,
      allowConsole: env.ALLOW_CONSOLE_SMS,
      ipHourlyLimit: env.SMS_IP_HOURLY_LIMIT,
      signName: env.SMS_SIGN_NAME,
      templateCode: env.SMS_TEMPLATE_CODE,
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
      mapUrl: env.MAP_URL,
      virtualTourUrl: env.VIRTUAL_TOUR_URL,
      onlineViewingUrl: env.ONLINE_VIEWING_URL,
      collectionExternalUrl: env.COLLECTION_EXTERNAL_URL,
      collectionApiBase: (env.COLLECTION_API_BASE ?? '/icmsApi/icmsRestController').replace(/\/+$/, ''),
    },
    timezone: env.MUSEUM_TIMEZONE,
    entry: {
      bookingDays: env.ENTRY_BOOKING_DAYS,
      dailyCapacity: env.ENTRY_DAILY_CAPACITY,
      closedWeekdays: list(env.ENTRY_CLOSED_WEEKDAYS).map(Number),
      closedDates: list(env.ENTRY_CLOSED_DATES),
      openTime: env.ENTRY_OPEN_TIME,
      lastEntryTime: env.ENTRY_LAST_ENTRY_TIME,
      closingTime: env.ENTRY_CLOSING_TIME,
    },
    uploads: {
      documentMaxBytes: env.UPLOAD_DOCUMENT_MAX_MB * 1024 * 1024,
      mediaMaxBytes: env.UPLOAD_MEDIA_MAX_MB * 1024 * 1024,
      policyTtlSeconds: env.UPLOAD_POLICY_TTL_SECONDS,
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

/** Reads the environment once; refuses to start on a bad or unsafe setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const config = buildConfig(parsed.data);
  // Demo adapters hand out codes (console SMS) or accounts (WeChat simulator) to anyone: production opts in by name.
  const demoAdapters = [
    {
      on: config.sms.provider === 'console' && !config.sms.allowConsole,
      fix: 'a real provider or ALLOW_CONSOLE_SMS=true',
      name: 'SMS_PROVIDER=console',
    },
    {
      on: config.wechat.mode === 'simulator' && !config.wechat.allowSimulator,
      fix: 'WECHAT_MODE=open or ALLOW_WECHAT_SIMULATOR=true',
      name: 'WECHAT_MODE=simulator',
    },
  ];
  const refused = config.env === 'production' ? demoAdapters.find((adapter) => adapter.on) : undefined;
  if (refused)
    throw new ConfigError(`${refused.name} is refused when NODE_ENV=production; set ${refused.fix}`);
  const missing = missingAccountSettings(parsed.data);
  if (missing.length) throw new ConfigError(`Missing configuration: ${missing.join(', ')}`);
  return config;
}
