import { z } from 'zod';
import { REAL_NAME_MAX_LENGTH } from '../constants.ts';
import { SMS_TYPES } from '../enums.ts';
import { Messages } from '../messages.ts';
import { idCardSchema, passwordSchema, phoneSchema, realNameSchema, smsCodeSchema } from '../validators.ts';
import { apiResultSchema } from './envelope.ts';
import { ApiPaths } from './paths.ts';

/**
 * Every accounts call path, relative to /prod-api (spec section 7). `checkExist` builds the path with its value;
 * the server registers `checkExistTemplate`.
 */
export const AccountPaths = {
  captchaImage: '/captchaImage',
  smsSend: '/common/sms/send',
  checkExist: (value: string) => `/client/checkExist/${encodeURIComponent(value)}`,
  checkExistTemplate: '/client/checkExist/:value',
  signIn: '/client/signIn',
  smsSignIn: '/client/smsSignIn',
  signOut: ApiPaths.signOut,
  signUp: '/client/signUp',
  findPwd: '/client/findPwd',
  changePwd: '/client/changePwd',
  changePhone: '/client/changePhone',
  getInfo: ApiPaths.getInfo,
  /** PUT: nickname and avatar; DELETE: close the account. */
  account: '/client/account',
  authentication: '/client/account/authentication',
  wanShan: '/client/account/wanShan',
  wechatQrcode: '/wechat/public/loginQrcode',
  wechatCheckLogin: '/wechat/public/checkLogin',
  /** The built-in simulator's phone page (the QR code's address in simulator mode). */
  wechatSimulator: '/wechat/public/simulator',
  /** WeChat Open Platform redirects here with `code` and `state` (open mode). */
  wechatCallback: '/wechat/public/callback',
  /** Only while the console SMS provider is active (PRODUCT.md). */
  devSmsOutbox: '/dev/sms-outbox',
  /** Only with the console SMS provider outside production: the answer of a captcha, for end-to-end tests. */
  devCaptcha: '/dev/captcha',
} as const;

/** Messages of the accounts domain beyond the spec's fixed ones (Messages in messages.ts). */
export const AccountMessages = {
  badBody: '请求内容有误，请以 JSON 对象提交',
  smsTypeInvalid: '短信类型有误，应为 signIn、signUp、findPwd 或 shenFen',
  captchaExpired: '验证码已失效，请点击图片刷新后重试',
  captchaWrong: '验证码错误，请重新输入',
  smsCodeExpired: '短信验证码已失效，请重新获取',
  smsCodeWrong: '短信验证码错误',
  smsCodeTooManyTries: '短信验证码错误次数过多，请重新获取',
  smsTooFrequent: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  smsHourlyLimit: '该手机号获取验证码过于频繁，请一小时后再试',
  smsDailyLimit: '该手机号今日获取验证码次数已达上限，请明天再试',
  smsIpLimit: '当前网络获取验证码过于频繁，请稍后再试',
  smsSendFailed: '短信发送失败，请稍后重试',
  phoneTaken: '该手机号已注册，请直接登录',
  phoneNotRegistered: '该手机号尚未注册，请先注册',
  wrongCredentials: '手机号或密码错误',
  attemptsLeft: (message: string, left: number) => `${message}，还可尝试${left}次`,
  locked: (minutes: number) =>
    `密码错误次数过多，该账号在当前网络已被锁定，请${minutes}分钟后再试，或使用短信验证码登录`,
  noPassword: '该账号尚未设置密码，请使用短信验证码或微信登录',
  suspended: '该账号已被停用，如有疑问请联系天山美术馆',
  oldPasswordRequired: '请输入原密码，或使用短信验证码验证身份',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  currentPasswordRequired: '请输入登录密码以确认身份',
  currentPasswordWrong: '登录密码错误',
  samePhone: '新手机号与当前手机号相同',
  confirmDeletion: '请输入登录密码或短信验证码以确认注销',
  nothingToUpdate: '请填写要修改的昵称或头像',
  nicknameInvalid: '昵称须为1-20个字，不能包含特殊符号',
  avatarInvalid: '头像地址有误，请重新上传',
  trueNameInvalid: '请输入与身份证一致的中文姓名',
  consentRequired: '请阅读并单独同意《实名信息处理规则》',
  realNameTooManyAttempts: '实名认证尝试次数过多，请明天再试',
  noPasswordToConfirm: '该账号尚未设置密码，请使用短信验证码确认',
  alreadyVerified: '您已完成实名认证，如需更正请联系天山美术馆',
  idCardTaken: '该身份证号已被其他账号实名认证，一个身份证号只能认证一个账号',
  profileIncomplete: '请先绑定手机号，完善个人信息后再继续',
  profileAlreadyComplete: '您的账号已绑定手机号，无需重复完善',
  wechatBoundElsewhere: '该手机号已绑定其他微信账号，请更换手机号或使用短信验证码登录',
  wechatStateInvalid: '二维码参数有误，请刷新二维码',
  wechatStateUsed: '二维码已失效，请刷新二维码',
  wechatExpired: '二维码已过期，请点击刷新',
  wechatCancelled: '已在手机上取消登录，请点击刷新二维码',
  wechatWaiting: '等待扫码',
  wechatScanned: '已扫码，请在手机上确认登录',
  wechatFailed: '微信授权失败，请刷新二维码后重试',
} as const;

/** Business codes of GET /wechat/public/checkLogin while it is not yet 200 (none of them is toasted). */
export const WechatLoginCode = { waiting: 202, scanned: 203, expired: 410 } as const;

const jsonBody = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: AccountMessages.badBody });

/** Chinese characters, with the middle dot of many Uyghur, Kazakh and other names written in Chinese. */
const TRUE_NAME_PATTERN = /^[\u3400-\u9fff\uf900-\ufaff]+([·•][\u3400-\u9fff\uf900-\ufaff]+)*$/;
export function checkTrueName(value: string | undefined | null): string | null {
  const name = value?.trim();
  if (!name) return Messages.realNameRequired;
  if ([...name].length > REAL_NAME_MAX_LENGTH) return Messages.realNameTooLong;
  return TRUE_NAME_PATTERN.test(name) ? null : AccountMessages.trueNameInvalid;
}
export const trueNameSchema = realNameSchema.refine(
  (name) => checkTrueName(name) === null,
  AccountMessages.trueNameInvalid,
);

export const NICKNAME_MAX_LENGTH = 20;
/** Letters of any script, digits, spaces and a few joiners; no markup or control characters. */
const NICKNAME_PATTERN = /^[\p{L}\p{N}\p{M} _·\-.]+$/u;
export function checkNickname(value: string | undefined | null): string | null {
  const nickname = value?.trim() ?? '';
  const length = [...nickname].length;
  return length >= 1 && length <= NICKNAME_MAX_LENGTH && NICKNAME_PATTERN.test(nickname)
    ? null
    : AccountMessages.nicknameInvalid;
}
export const nicknameSchema = z
  .string({ error: AccountMessages.nicknameInvalid })
  .trim()
  .refine((value) => checkNickname(value) === null, AccountMessages.nicknameInvalid);

/** Avatars are images the visitor uploaded (GET /common/oss/sts); the server checks the file is their own. */
export const AVATAR_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const avatarSchema = z
  .string({ error: AccountMessages.avatarInvalid })
  .trim()
  .max(600, AccountMessages.avatarInvalid)
  .regex(/^(\/files\/|https?:\/\/)\S+$/, AccountMessages.avatarInvalid);

/** The password typed to sign in or confirm: required, bounded; the strength rule applies when it is set. */
const typedPasswordSchema = z
  .string({ error: Messages.passwordRequired })
  .min(1, Messages.passwordRequired)
  .max(64, AccountMessages.wrongCredentials);
const optionalText = (max: number) => z.string({ error: AccountMessages.badBody }).trim().max(max).optional();

export const smsSendQuerySchema = z.object({
  phone: z
    .string({ error: (issue) => (issue.input == null ? Messages.phoneEmpty : Messages.phoneInvalid) })
    .trim()
    .min(1, Messages.phoneEmpty)
    .refine((phone) => /^1[3-9]\d{9}$/.test(phone), Messages.phoneInvalid),
  type: z.enum(SMS_TYPES, { error: AccountMessages.smsTypeInvalid }),
});
export type SmsSendQuery = z.infer<typeof smsSendQuerySchema>;

export const checkExistParamsSchema = z.object({ value: phoneSchema });

export const signInSchema = jsonBody({
  username: phoneSchema,
  password: typedPasswordSchema,
  /** The captcha answer and its uuid; required while the captcha is enabled. */
  code: optionalText(16),
  uuid: optionalText(64),
});
export type SignInBody = z.input<typeof signInSchema>;

export const smsSignInSchema = jsonBody({ phone: phoneSchema, smsCode: smsCodeSchema });
export type SmsSignInBody = z.input<typeof smsSignInSchema>;

export const signUpSchema = jsonBody({
  phone: phoneSchema,
  password: passwordSchema,
  smsCode: smsCodeSchema,
  checked: z.literal(true, { error: Messages.agreementRequired }),
  /** 0: registered on the website (the only kind the site sends). */
  signupType: z.literal(0, { error: '注册方式有误' }).optional(),
});
export type SignUpBody = z.input<typeof signUpSchema>;

export const findPwdSchema = jsonBody({ phone: phoneSchema, newPwd: passwordSchema, smsCode: smsCodeSchema });
export type FindPwdBody = z.input<typeof findPwdSchema>;

/** Proved by the old password, or (for an account without one, or a forgotten one) by an SMS code (findPwd). */
export const changePwdSchema = jsonBody({
  oldPwd: optionalText(64),
  smsCode: optionalText(16),
  newPwd: passwordSchema,
}).refine((body) => Boolean(body.oldPwd || body.smsCode), AccountMessages.oldPasswordRequired);
export type ChangePwdBody = z.input<typeof changePwdSchema>;

/** The new phone proves itself with a shenFen code; the login password is asked for when the account has one. */
export const changePhoneSchema = jsonBody({
  phone: phoneSchema,
  smsCode: smsCodeSchema,
  password: optionalText(64),
});
export type ChangePhoneBody = z.input<typeof changePhoneSchema>;

export const updateAccountSchema = jsonBody({
  nickname: nicknameSchema.optional(),
  avatar: avatarSchema.nullable().optional(),
}).refine(
  (body) => body.nickname !== undefined || body.avatar !== undefined,
  AccountMessages.nothingToUpdate,
);
export type UpdateAccountBody = z.input<typeof updateAccountSchema>;

/** Closing the account is confirmed by the login password or a shenFen code sent to the account's phone. */
export const deleteAccountSchema = jsonBody({
  password: optionalText(64),
  smsCode: optionalText(16),
}).refine((body) => Boolean(body.password || body.smsCode), AccountMessages.confirmDeletion);
export type DeleteAccountBody = z.input<typeof deleteAccountSchema>;

export const authenticationSchema = jsonBody({
  truename: trueNameSchema,
  card: idCardSchema,
  /** Separate consent to processing a real name and ID number (PIPL art. 29). */
  consent: z.literal(true, { error: AccountMessages.consentRequired }),
});
export type AuthenticationBody = z.input<typeof authenticationSchema>;

export const wanShanSchema = jsonBody({ phone: phoneSchema, smsCode: smsCodeSchema });
export type WanShanBody = z.input<typeof wanShanSchema>;

export const WECHAT_STATE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const wechatStateQuerySchema = z.object({
  state: z
    .string({ error: AccountMessages.wechatStateInvalid })
    .regex(WECHAT_STATE_PATTERN, AccountMessages.wechatStateInvalid),
});

/**
 * GET /captchaImage. The fields sit at the top level of the envelope, where RuoYi-style clients read them,
 * and are mirrored in `data`. `img` is the base64 of PNG bytes (no data: prefix).
 */
export const captchaImageSchema = z.object({
  captchaEnabled: z.boolean(),
  img: z.string().optional(),
  uuid: z.string().optional(),
});
export type CaptchaImage = z.infer<typeof captchaImageSchema>;

/** The whole answer of GET /captchaImage: the envelope with `data`, plus the same fields at its top level. */
export const captchaImageResultSchema = apiResultSchema(captchaImageSchema).extend(captchaImageSchema.shape);
export type CaptchaImageResult = z.infer<typeof captchaImageResultSchema>;

/** data of signIn, smsSignIn, wanShan and a confirmed checkLogin. */
export const tokenResultSchema = z.object({
  token: z.string(),
});
export type TokenResult = z.infer<typeof tokenResultSchema>;

/**
 * data of GET /wechat/public/loginQrcode. Simulator mode: `base64` is a PNG data URL (data:image/png;base64,...)
 * of a QR code that opens `simulatorUrl`. Open mode: `authorizeUrl` is WeChat's own QR page (snsapi_login), shown
 * in a frame; `base64` is absent.
 */
export const wechatQrcodeSchema = z.object({
  mode: z.enum(['simulator', 'open']),
  base64: z.string().optional(),
  simulatorUrl: z.string().optional(),
  authorizeUrl: z.string().optional(),
  /** Seconds the state stays valid. */
  expiresIn: z.number(),
});
export type WechatQrcode = z.infer<typeof wechatQrcodeSchema>;

/** One message the console SMS provider "sent" (GET /prod-api/dev/sms-outbox?phone=, newest first). */
export const smsOutboxEntrySchema = z.object({
  phone: z.string(),
  type: z.enum(SMS_TYPES),
  code: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type SmsOutboxEntry = z.infer<typeof smsOutboxEntrySchema>;

/** data of GET /prod-api/dev/captcha?uuid= (development only): the captcha's answer, null once spent or expired. */
export const devCaptchaAnswerSchema = z.object({
  answer: z.string().nullable(),
});
export type DevCaptchaAnswer = z.infer<typeof devCaptchaAnswerSchema>;

/** `data.user` of GET /client/getInfo. Sensitive fields arrive masked by the server. */
export const userProfileSchema = z.object({
  id: z.number(),
  /** The phone; null until a WeChat-only account completes its profile. */
  username: z.string().nullable(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  realNameVerified: z.boolean(),
  /** Masked, e.g. 张*; null when not verified. */
  realName: z.string().nullable(),
  /** Masked, e.g. 6501**********123X; null when not verified. */
  idCard: z.string().nullable(),
  /** ISO time of the verification; null when not verified. */
  realNameVerifiedAt: z.string().nullable(),
  /** False for accounts created by SMS or WeChat that never set a password. */
  hasPassword: z.boolean(),
  wechatBound: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userInfoResponseSchema = z.object({
  user: userProfileSchema,
});
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;
