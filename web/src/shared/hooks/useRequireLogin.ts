import { useCallback } from 'react';
import { useSession } from '../stores/session';

/** Runs the action for a signed-in visitor; opens the login dialog otherwise (docs/spec §4). */
export function useRequireLogin() {
  const token = useSession((s) => s.token);
  const openLogin = useSession((s) => s.openLogin);
  return useCallback(
    (action: () => void) => {
      if (!token) {
        openLogin();
        return;
      }
      action();
    },
    [token, openLogin],
  );
}
