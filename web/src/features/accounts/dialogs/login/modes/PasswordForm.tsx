import { useLingui } from '@lingui/react/macro';
import type { CaptchaImage } from '@museum/shared';
import { Form } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { accountsApi } from '../../../api';
import { CaptchaField } from '../CaptchaField';
import { ModeForm, PasswordField, PhoneField } from '../fields';
import styles from '../LoginDialog.module.css';
import { useFinishLogin } from '../useFinishLogin';

interface Values {
  phone: string;
  password: string;
  code?: string;
}

/** Phone, password and captcha; a failed attempt brings a new captcha (docs/spec §4). */
export function PasswordForm({ initialPhone, onForgot }: { initialPhone: string; onForgot: () => void }) {
  const [form] = Form.useForm<Values>();
  const [captcha, setCaptcha] = useState<CaptchaImage>();
  const finish = useFinishLogin();
  const { t } = useLingui();

  const refreshCaptcha = useCallback(() => {
    form.setFieldValue('code', '');
    accountsApi
      .captcha()
      .then((result) => setCaptcha(result.data))
      .catch(() => undefined);
  }, [form]);
  useEffect(refreshCaptcha, [refreshCaptcha]);

  return (
    <ModeForm
      name="passwordLogin"
      form={form}
      initialPhone={initialPhone}
      submit={[t`登录`, t`正在登录…`]}
      onSubmit={async (values) => {
        const result = await accountsApi.signIn({
          username: values.phone.trim(),
          password: values.password,
          code: values.code?.trim(),
          uuid: captcha?.uuid,
        });
        await finish(result.data!.token);
      }}
      onFailure={refreshCaptcha}
    >
      <PhoneField autoComplete="username" />
      <PasswordField name="password" label={t`密码`} fresh={false} />
      {captcha?.captchaEnabled !== false && <CaptchaField captcha={captcha} onRefresh={refreshCaptcha} />}
      <div className={styles.row}>
        <span />
        <button type="button" className={styles.textLink} onClick={onForgot}>
          {t`忘记密码？`}
        </button>
      </div>
    </ModeForm>
  );
}
