import { z } from 'zod';
import { REAL_NAME_MAX_LENGTH } from '../common/constants.ts';
import { apiResultSchema } from '../common/envelope.ts';
import { checkIdDocument, ID_TYPES, IdType, normaliseIdDocument } from '../common/id-documents.ts';
import { Messages } from '../common/messages.ts';
import {
  idTypeSchema,
  numberOrNumericText,
  passwordSchema,
  phoneSchema,
  realNameSchema,
  smsCodeSchema,
  textSchema,
} from '../common/validators.ts';
import { AccountMessages, SMS_TYPES } from './messages.ts';

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

/**
 * A name as a document prints it in Latin letters (any of them: Ø, Ł, Ş, Ő, Ə, with combining accents): words
 * joined by a space, a hyphen, an apostrophe (straight or curly, as phones type it), a dot or a comma, so O’Brien,
 * J. R. Smith, SCHMIDT, Anna and Nguyễn Thị Minh Khai all pass. Each joiner needs a letter after it, so the
 * pattern cannot backtrack without end.
 */
const LATIN_NAME_PATTERN =
  /^\p{Script=Latin}[\p{Script=Latin}\p{M}]*(?:(?:[-'\u2019]|[.,]? |\.)\p{Script=Latin}[\p{Script=Latin}\p{M}]*)*\.?$/u;

/**
 * The name on a verified document: Chinese on a resident ID card (the spec's rule); Chinese or Latin letters on
 * a passport, a permit or a residence card.
 */
export function checkNameOnDocument(type: IdType, value: string | undefined | null): string | null {
  if (type === IdType.residentCard) return checkTrueName(value);
  const name = value?.trim().replace(/\s+/g, ' ');
  if (!name) return Messages.realNameRequired;
  if ([...name].length > REAL_NAME_MAX_LENGTH) return Messages.realNameTooLong;
  return TRUE_NAME_PATTERN.test(name) || LATIN_NAME_PATTERN.test(name)
    ? null
    : AccountMessages.documentNameInvalid;
}

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
export const nicknameSchema = textSchema(AccountMessages.nicknameInvalid, AccountMessages.nicknameInvalid)
  .trim()
  .refine((value) => checkNickname(value) === null, AccountMessages.nicknameInvalid);

/** Avatars are images the visitor uploaded (GET /common/oss/sts); the server checks the file is their own. */
export const AVATAR_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const avatarSchema = textSchema(AccountMessages.avatarInvalid, AccountMessages.avatarInvalid)
  .trim()
  .max(600, AccountMessages.avatarInvalid)
  .regex(/^(\/files\/|https?:\/\/)\S+$/, AccountMessages.avatarInvalid);

/** The password typed to sign in or confirm: required, bounded; the strength rule applies when it is set. */
const typedPasswordSchema = textSchema(Messages.passwordRequired)
  .min(1, Messages.passwordRequired)
  .max(64, AccountMessages.wrongCredentials);
const optionalText = (max: number) => textSchema(AccountMessages.badBody).trim().max(max).optional();

export const smsSendQuerySchema = z.object({
  phone: textSchema(Messages.phoneEmpty, Messages.phoneInvalid)
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
  signupType: numberOrNumericText(z.literal(0, { error: AccountMessages.signupTypeInvalid })).optional(),
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

/**
 * Real-name verification: the name and number of one document (`idType`, absent: the resident ID card, checked by
 * the spec's rules), each checked as that document prints it.
 */
export const authenticationSchema = jsonBody({
  truename: realNameSchema,
  card: textSchema(Messages.idCardRequired).trim(),
  idType: idTypeSchema,
  /** Separate consent to processing a real name and ID number (PIPL art. 29). */
  consent: z.literal(true, { error: AccountMessages.consentRequired }),
})
  .superRefine((body, ctx) => {
    const name = checkNameOnDocument(body.idType, body.truename);
    if (name) ctx.addIssue({ code: 'custom', path: ['truename'], message: name });
    const card = checkIdDocument(body.idType, body.card);
    if (card) ctx.addIssue({ code: 'custom', path: ['card'], message: card });
  })
  .transform((body) => ({
    ...body,
    truename: body.truename.replace(/\s+/g, ' '),
    card: normaliseIdDocument(body.idType, body.card),
  }));
export type AuthenticationBody = z.input<typeof authenticationSchema>;

export const wanShanSchema = jsonBody({ phone: phoneSchema, smsCode: smsCodeSchema });
export type WanShanBody = z.input<typeof wanShanSchema>;

export const WECHAT_STATE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const wechatStateQuerySchema = z.object({
  state: textSchema(AccountMessages.wechatStateInvalid, AccountMessages.wechatStateInvalid).regex(
    WECHAT_STATE_PATTERN,
    AccountMessages.wechatStateInvalid,
  ),
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
  /** The verified document's type (1 居民身份证 … 6); null when not verified. */
  idType: z.literal(ID_TYPES).nullable().optional(),
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
