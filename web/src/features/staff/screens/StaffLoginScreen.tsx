import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type CaptchaImage, Messages, StaffMessages } from '@museum/shared';
import { Alert, Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import { CaptchaField } from '../../accounts';
import { staffApi } from '../api';
import { showServerError } from '../components/server-errors';
import { useStaffSession } from '../session';
import styles from './StaffLoginScreen.module.css';

interface PasswordValues {
  username: string;
  password: string;
  code?: string;
}

/** Only a console path is a way back; anything else (another site, a visitor page) lands on the console's start. */
export function safeRedirect(value: string | null): string {
  return value && /^\/admin(\/|$|\?)/.test(value) && !value.startsWith('/admin/login') ? value : '/admin';
}

/**
 * The staff sign-in: username, password and the captcha (a new one after every failure), then, for those with
 * two-step verification, the authenticator's code or a recovery code. Lockouts and other refusals are the
 * server's own words.
 */
export default function StaffLoginScreen() {
  usePageTitle('员工登录');
  const siteName = useSiteName();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const token = useStaffSession((s) => s.token);
  const expired = useStaffSession((s) => s.expired);
  const [ticket, setTicket] = useState<string>();
  const [notice, setNotice] = useState<string>();

  // Storing the token is all: the page then goes on (below), and the console reads who signed in before any
  // screen is drawn. A second navigation here would race the console's own redirect from /admin.
  const finish = useCallback(async (newToken: string) => useStaffSession.getState().signIn(newToken), []);

  // Signed in (just now, or already in this tab): on to where the staff member was going.
  if (token) return <Navigate to={redirect} replace />;

  return (
    <main className={styles.page} aria-labelledby="staff-login-title">
      <section className={styles.card}>
        <div className={styles.aside} aria-hidden>
          <span className={styles.motto}>典藏 · 展陈 · 公教</span>
          <span className={styles.seal}>馆</span>
        </div>
        <div className={styles.body}>
          <p className={styles.kicker}>{siteName} · 管理后台</p>
          <h1 id="staff-login-title" className={styles.title}>
            {ticket ? '两步验证' : '员工登录'}
          </h1>
          {expired && !ticket && !notice && (
            <Alert className={styles.alert} type="info" showIcon title="登录状态已过期，请重新登录" />
          )}
          {ticket ? (
            <OtpStep
              ticket={ticket}
              onDone={finish}
              onRestart={(message) => {
                setTicket(undefined);
                setNotice(message);
              }}
            />
          ) : (
            <PasswordStep notice={notice} onToken={finish} onTicket={setTicket} />
          )}
        </div>
      </section>
    </main>
  );
}

function PasswordStep({
  notice,
  onToken,
  onTicket,
}: {
  notice?: string;
  onToken: (token: string) => Promise<void>;
  onTicket: (ticket: string) => void;
}) {
  const [form] = Form.useForm<PasswordValues>();
  const [captcha, setCaptcha] = useState<CaptchaImage>();
  const [error, setError] = useState<string | null>(notice ?? null);
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = useCallback(() => {
    form.setFieldValue('code', '');
    staffApi
      .captcha()
      .then((result) => setCaptcha(result.data))
      .catch(() => undefined);
  }, [form]);
  useEffect(refreshCaptcha, [refreshCaptcha]);

  async function submit(values: PasswordValues) {
    setBusy(true);
    setError(null);
    try {
      const result = await staffApi.signIn({
        username: values.username.trim(),
        password: values.password,
        code: values.code?.trim(),
        uuid: captcha?.uuid,
      });
      const data = result.data;
      if (data && 'token' in data) await onToken(data.token);
      else if (data?.otpRequired) onTicket(data.ticket);
    } catch (failure) {
      setError(showServerError(failure, form, ['username', 'password', 'code']));
      refreshCaptcha();
    } finally {
      setBusy(false);
    }
  }

  const captchaOn = captcha?.captchaEnabled !== false;
  return (
    <Form form={form} name="staffLogin" layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      {error && <Alert className={styles.alert} type="error" showIcon title={error} role="alert" />}
      <Form.Item
        name="username"
        label="用户名"
        rules={[{ required: true, whitespace: true, message: StaffMessages.usernameRequired }]}
      >
        <Input autoComplete="username" prefix={<UserOutlined aria-hidden />} maxLength={64} autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label="密码"
        rules={[{ required: true, message: Messages.passwordRequired }]}
      >
        <Input.Password
          autoComplete="current-password"
          prefix={<LockOutlined aria-hidden />}
          maxLength={64}
        />
      </Form.Item>
      {captchaOn && <CaptchaField captcha={captcha} onRefresh={refreshCaptcha} label="图形验证码" />}
      <Button type="primary" htmlType="submit" block loading={busy} size="large" className={styles.submit}>
        {busy ? '正在登录…' : '登录'}
      </Button>
    </Form>
  );
}

function OtpStep({
  ticket,
  onDone,
  onRestart,
}: {
  ticket: string;
  onDone: (token: string) => Promise<void>;
  onRestart: (message?: string) => void;
}) {
  const [form] = Form.useForm<{ code: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit({ code }: { code: string }) {
    setBusy(true);
    setError(null);
    try {
      const result = await staffApi.signInOtp(ticket, code.trim());
      await onDone(result.data!.token);
    } catch (failure) {
      const message = showServerError(failure, form, ['code']);
      // The ticket is gone (too slow, or too many wrong codes): start again from the password.
      if (message === StaffMessages.otpExpired || message?.startsWith('动态码错误次数过多'))
        onRestart(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      name="staffLoginOtp"
      layout="vertical"
      size="large"
      onFinish={submit}
      requiredMark={false}
    >
      <p className={styles.hint}>
        请打开手机上的验证器应用，输入显示的6位动态码；手机不在身边时，可输入一个未使用过的恢复码。
      </p>
      {error && <Alert className={styles.alert} type="error" showIcon title={error} role="alert" />}
      <Form.Item
        name="code"
        label="动态码或恢复码"
        rules={[
          { required: true, whitespace: true, message: StaffMessages.otpRequired },
          {
            pattern: /^\s*(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})\s*$/,
            message: StaffMessages.otpInvalid,
          },
        ]}
      >
        <Input autoComplete="one-time-code" inputMode="text" maxLength={9} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} size="large">
        {busy ? '正在验证…' : '验证并登录'}
      </Button>
      <Button type="link" block className={styles.back} onClick={() => onRestart()}>
        返回重新输入用户名和密码
      </Button>
    </Form>
  );
}
