import { segment } from '../common/paths.ts';

/** Every accounts call path, relative to /prod-api (docs/spec §7). */
export const AccountPaths = {
  captchaImage: '/captchaImage',
  smsSend: '/common/sms/send',
  checkExist: (value: string) => `/client/checkExist/${segment(value)}`,
  signIn: '/client/signIn',
  smsSignIn: '/client/smsSignIn',
  signOut: '/client/signOut',
  signUp: '/client/signUp',
  findPwd: '/client/findPwd',
  changePwd: '/client/changePwd',
  changePhone: '/client/changePhone',
  getInfo: '/client/getInfo',
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
  /** Only while the console SMS provider is active (docs/PRODUCT.md). */
  devSmsOutbox: '/dev/sms-outbox',
  /** Only with the console SMS provider outside production: the answer of a captcha, for end-to-end tests. */
  devCaptcha: '/dev/captcha',
} as const;
