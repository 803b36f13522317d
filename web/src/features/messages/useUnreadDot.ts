import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '@/shared/stores/session';
import { messageKeys, useUnreadCount } from './api';

/**
 * Keeps the session's message dot (on when unread > 0) in step with the server: fetched on sign-in, again on
 * every navigation, and after every service action (they invalidate `messageKeys.all`).
 */
export function useUnreadDot(pathname: string) {
  const token = useSession((s) => s.token);
  const setMessageDot = useSession((s) => s.setMessageDot);
  const client = useQueryClient();
  const { data: unread } = useUnreadCount();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (token) void client.invalidateQueries({ queryKey: messageKeys.unread() });
  }, [pathname, token, client]);

  useEffect(() => {
    setMessageDot(Boolean(token) && (unread ?? 0) > 0);
  }, [token, unread, setMessageDot]);
}
