import {
  AccountPaths,
  type ApiResult,
  type AuthenticationBody,
  type CaptchaImage,
  type ChangePhoneBody,
  type ChangePwdBody,
  type DeleteAccountBody,
  type FindPwdBody,
  type SignInBody,
  type SignUpBody,
  type SmsSignInBody,
  type SmsType,
  type TokenResult,
  type UpdateAccountBody,
  type UserInfoResponse,
  type WanShanBody,
  type WechatQrcode,
} from '@museum/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/request';
import { DEFAULT_AVATAR, useSession } from '@/shared/stores/session';

/** Calls made before signing in carry no token, so a stale one never turns them into "session expired". */
const anonymous = { isToken: false } as const;

/** Every accounts call of docs/spec §7, one function each. */
export const accountsApi = {
  captcha: () => http.get<ApiResult<CaptchaImage>>(AccountPaths.captchaImage, undefined, anonymous),
  sendSms: (phone: string, type: SmsType) =>
    http.get(AccountPaths.smsSend, { phone, type }, { ...anonymous, repeatSubmit: false }),
  checkExist: (phone: string) => http.get(AccountPaths.checkExist(phone), undefined, anonymous),
  signIn: (body: SignInBody) => http.post<ApiResult<TokenResult>>(AccountPaths.signIn, body, anonymous),
  smsSignIn: (body: SmsSignInBody) =>
    http.post<ApiResult<TokenResult>>(AccountPaths.smsSignIn, body, anonymous),
  signUp: (body: SignUpBody) => http.post(AccountPaths.signUp, body, anonymous),
  findPwd: (body: FindPwdBody) => http.put(AccountPaths.findPwd, body, anonymous),
  changePwd: (body: ChangePwdBody) => http.put(AccountPaths.changePwd, body),
  changePhone: (body: ChangePhoneBody) =>
    http.put<ApiResult<UserInfoResponse>>(AccountPaths.changePhone, body),
  updateAccount: (body: UpdateAccountBody) =>
    http.put<ApiResult<UserInfoResponse>>(AccountPaths.account, body),
  deleteAccount: (body: DeleteAccountBody) => http.delete(AccountPaths.account, body),
  authenticate: (body: AuthenticationBody) =>
    http.put<ApiResult<UserInfoResponse>>(AccountPaths.authentication, body),
  wanShan: (body: WanShanBody) => http.put<ApiResult<TokenResult>>(AccountPaths.wanShan, body),
  wechatQrcode: (state: string) =>
    http.get<ApiResult<WechatQrcode>>(AccountPaths.wechatQrcode, { state }, anonymous),
  /** Polled every 2 s: errors are silent (docs/spec §4); codes 202/203/410 arrive as rejections. */
  wechatCheckLogin: (state: string) =>
    http.get<ApiResult<TokenResult>>(
      AccountPaths.wechatCheckLogin,
      { state },
      { ...anonymous, noErrorMessage: true },
    ),
};

/**
 * A personal-centre change that answers the refreshed profile: the session's user info is updated from it.
 * Failures are already shown by the request layer.
 */
export function useProfileMutation<T>(call: (body: T) => Promise<ApiResult<UserInfoResponse>>) {
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      const user = result.data?.user;
      if (user) useSession.setState({ userInfo: user, avatar: user.avatar || DEFAULT_AVATAR });
    },
  });
}
