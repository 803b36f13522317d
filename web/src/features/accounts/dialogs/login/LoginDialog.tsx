import { ArrowLeftOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOGIN_DIALOG_WIDTH } from '@museum/shared';
import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { message } from '@/shared/lib/feedback';
import { type LoginMode, useSession } from '@/shared/stores/session';
import { DialogTitle } from '@/shared/ui/dialog-title/DialogTitle';
import { TermsDialog, type TermsKind } from '../../../site';
import styles from './LoginDialog.module.css';
import { CompleteForm } from './modes/CompleteForm';
import { ForgotForm } from './modes/ForgotForm';
import { PasswordForm } from './modes/PasswordForm';
import { RegisterForm } from './modes/RegisterForm';
import { SmsForm } from './modes/SmsForm';
import { WechatPanel } from './modes/WechatPanel';

const TITLES: Record<LoginMode, MessageDescriptor> = {
  password: msg`账号登录`,
  sms: msg`短信验证码登录`,
  wechat: msg`微信扫码登录`,
  register: msg`注册账号`,
  forgot: msg`找回密码`,
  complete: msg`绑定手机号`,
};

/** The modes the footer offers (docs/spec §2: none in forgot and complete). */
const SWITCHES: { mode: LoginMode; label: MessageDescriptor }[] = [
  { mode: 'password', label: msg`密码登录` },
  { mode: 'sms', label: msg`短信登录` },
  { mode: 'wechat', label: msg`微信登录` },
  { mode: 'register', label: msg`注册账号` },
];

/** The 420 px login dialog of docs/spec §2, in its six modes. */
export default function LoginDialog() {
  const { loginVisible, loginMode, closeLogin, setLoginMode } = useSession();
  // The phone typed in one mode follows into the next (e.g. after registering).
  const [phone, setPhone] = useState('');
  const [terms, setTerms] = useState<TermsKind | null>(null);
  const { t, i18n } = useLingui();
  const locked = loginMode === 'complete';
  // The button that changed the mode is gone with the old mode: the focus goes to the new mode's first control
  // instead of falling to the page (a keyboard user would start over from the top).
  const content = useRef<HTMLDivElement>(null);
  const shownMode = useRef(loginMode);
  useEffect(() => {
    if (shownMode.current === loginMode) return;
    shownMode.current = loginMode;
    content.current?.querySelector<HTMLElement>('input, button, a[href]')?.focus();
  }, [loginMode]);
  const backToPassword = (typed: string, success: string) => {
    message.success(success);
    setPhone(typed);
    setLoginMode('password');
  };

  const footer =
    loginMode === 'forgot' || locked ? null : (
      <nav className={styles.switches} aria-label={t`其他登录方式`}>
        {SWITCHES.filter((item) => item.mode !== loginMode).map((item) => (
          <button
            key={item.mode}
            type="button"
            className={styles.switch}
            onClick={() => setLoginMode(item.mode)}
          >
            {i18n._(item.label)}
          </button>
        ))}
      </nav>
    );

  return (
    <Modal
      open={loginVisible}
      title={<DialogTitle seal>{i18n._(TITLES[loginMode])}</DialogTitle>}
      width={LOGIN_DIALOG_WIDTH}
      footer={footer}
      onCancel={closeLogin}
      closable={!locked}
      mask={{ closable: !locked }}
      keyboard={!locked}
      centered
      destroyOnHidden
      classNames={{
        root: styles.root,
        container: styles.container,
        body: styles.body,
        footer: styles.footer,
      }}
    >
      <div ref={content}>
        {loginMode === 'forgot' && (
          <button type="button" className={styles.back} onClick={() => setLoginMode('password')}>
            <ArrowLeftOutlined aria-hidden /> <Trans>返回登录</Trans>
          </button>
        )}
        {loginMode === 'password' && (
          <PasswordForm initialPhone={phone} onForgot={() => setLoginMode('forgot')} />
        )}
        {loginMode === 'sms' && <SmsForm initialPhone={phone} onTerms={setTerms} />}
        {loginMode === 'wechat' && <WechatPanel />}
        {loginMode === 'register' && (
          <RegisterForm initialPhone={phone} onDone={backToPassword} onTerms={setTerms} />
        )}
        {loginMode === 'forgot' && <ForgotForm initialPhone={phone} onDone={backToPassword} />}
        {loginMode === 'complete' && <CompleteForm />}
      </div>
      <TermsDialog kind={terms} onClose={() => setTerms(null)} />
    </Modal>
  );
}
