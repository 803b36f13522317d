import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { message } from '@/shared/lib/feedback';
import { useSession } from '@/shared/stores/session';

/** How long the success message shows before the page reloads. */
const RELOAD_DELAY_MS = 800;

/**
 * After any way of signing in (docs/spec §4): store the token, fetch the account; with a username close the
 * dialog, say so and reload; without one the store has switched the dialog to "complete profile".
 */
export function useFinishLogin() {
  const { t } = useLingui();
  const signedIn = t`登录成功`;
  return useCallback(
    async (token: string, successText = signedIn) => {
      const session = useSession.getState();
      session.login(token);
      const user = await session.fetchUserInfo();
      if (!user?.username) return;
      session.setLoginMode('password');
      session.closeLogin();
      message.success(successText);
      setTimeout(() => location.reload(), RELOAD_DELAY_MS);
    },
    [signedIn],
  );
}
