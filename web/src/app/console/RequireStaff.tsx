import { Button, Result } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStaffSession } from '../../features/staff';
import styles from './ConsoleLayout.module.css';
import { FullPageLoading } from './StatusPages';

/**
 * Console screens need a staff session: without one (or once the server ends it) the sign-in page opens with
 * the way back; with one, who is signed in is read before any screen is drawn, so menus and role checks are right.
 */
export function RequireStaff() {
  const token = useStaffSession((s) => s.token);
  const profile = useStaffSession((s) => s.profile);
  const location = useLocation();
  const [failure, setFailure] = useState<string>();

  const load = useCallback(() => {
    setFailure(undefined);
    useStaffSession
      .getState()
      .fetchProfile()
      .catch((error: Error) => {
        // 401 has already ended the session (the token is gone); anything else may pass with a retry.
        if (useStaffSession.getState().token) setFailure(error.message);
      });
  }, []);
  useEffect(() => {
    if (token && !profile) load();
  }, [token, profile, load]);

  if (!token) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/admin/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (failure) {
    return (
      <main className={styles.fullPage}>
        <Result
          status="warning"
          title="无法读取登录信息"
          subTitle={failure}
          extra={
            <Button type="primary" onClick={load}>
              重试
            </Button>
          }
        />
      </main>
    );
  }
  if (!profile) return <FullPageLoading text="正在进入管理后台…" />;
  return <Outlet />;
}
