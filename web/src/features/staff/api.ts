import {
  AccountPaths,
  type ApiResult,
  type AuditEntry,
  type AuditQuery,
  type CaptchaImage,
  type ChangeOwnPasswordBody,
  type CreateStaffBody,
  type ListResult,
  type RecoveryCodes,
  type StaffListQuery,
  type StaffLoginBody,
  type StaffMember,
  StaffPaths,
  type StaffSignInResult,
  type TokenResult,
  type TotpEnrolment,
  type UpdateStaffBody,
} from '@museum/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, quiet } from '@/shared/api/request';
import { useRefreshingMutation } from '@/shared/api/useRefreshingMutation';
import { useStaffSession } from './session';

/** Sign-in calls carry no token: a stale one must not turn a wrong password into "session expired". */
const anonymous = { isToken: false, noErrorMessage: true } as const;

export const staffApi = {
  captcha: () => http.get<ApiResult<CaptchaImage>>(AccountPaths.captchaImage, undefined, anonymous),
  signIn: (body: StaffLoginBody) =>
    http.post<ApiResult<StaffSignInResult>>(StaffPaths.login, body, { ...anonymous, repeatSubmit: false }),
  signInOtp: (ticket: string, code: string) =>
    http.post<ApiResult<TokenResult>>(StaffPaths.loginOtp, { ticket, code }, anonymous),
  // Changes are quiet: their forms say what went wrong next to the field or above the buttons.
  changePassword: (body: ChangeOwnPasswordBody) => http.put(StaffPaths.myPassword, body, quiet),
  startTotp: (password: string) =>
    http.post<ApiResult<TotpEnrolment>>(StaffPaths.myTotp, { password }, quiet),
  confirmTotp: (code: string) => http.put<ApiResult<RecoveryCodes>>(StaffPaths.myTotp, { code }, quiet),
  disableTotp: (password: string) => http.delete(StaffPaths.myTotp, { password }, quiet),
  list: (query: StaffListQuery) => http.get<ListResult<StaffMember>>(StaffPaths.staff, { ...query }),
  create: (body: CreateStaffBody) => http.post<ApiResult<StaffMember>>(StaffPaths.staff, body, quiet),
  update: (id: number, body: UpdateStaffBody) =>
    http.put<ApiResult<StaffMember>>(StaffPaths.staffMember(id), body, quiet),
  resetTotp: (id: number) => http.delete(StaffPaths.staffTotp(id), undefined, quiet),
  audit: (query: AuditQuery) => http.get<ListResult<AuditEntry>>(StaffPaths.audit, { ...query }),
};

export const staffKeys = {
  all: ['staff'] as const,
  list: (query: StaffListQuery) => [...staffKeys.all, 'list', query] as const,
  audit: (query: AuditQuery) => [...staffKeys.all, 'audit', query] as const,
};

export function useStaffList(query: StaffListQuery) {
  return useQuery({
    queryKey: staffKeys.list(query),
    queryFn: () => staffApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: staffKeys.audit(query),
    queryFn: () => staffApi.audit(query),
    placeholderData: keepPreviousData,
  });
}

/** A change to staff accounts: the list and the audit log are read again. */
export function useStaffMutation<T>(call: (input: T) => Promise<unknown>) {
  return useRefreshingMutation(call, staffKeys.all, 'success');
}

/**
 * Turning one's own two-step verification on or off: the header and account page read it from the profile, the
 * staff list (where an admin may turn their own off) from the list.
 */
export function useOwnTotpChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Not awaited: the dialog's next step must not wait for (or be redrawn by) the reads behind it.
    onSuccess: () => {
      void useStaffSession
        .getState()
        .fetchProfile()
        .catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
