import { ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { CaptchaImage } from '@museum/shared';
import { Form } from 'antd';
import { codeRules } from '@/shared/lib/form-rules';
import { InputBeside } from './InputBeside';
import styles from './LoginDialog.module.css';

/**
 * The captcha answer beside its image, both the input's height; the image is a button that fetches a new one
 * (docs/spec §4), named "看不清，换一张" for screen readers and marked with a small refresh sign.
 */
export function CaptchaField({
  captcha,
  onRefresh,
  label,
}: {
  captcha: CaptchaImage | undefined;
  onRefresh: () => void;
  /** A visible label, for forms whose other fields have one (the visitors' dialog goes by placeholders). */
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <Form.Item name="code" rules={codeRules} label={label}>
      <InputBeside
        className={styles.captchaRow}
        aria-label={t`图形验证码`}
        placeholder={t`图形验证码`}
        autoComplete="off"
        maxLength={8}
        prefix={<SafetyCertificateOutlined aria-hidden />}
        beside={
          <button
            type="button"
            className={styles.captcha}
            onClick={onRefresh}
            aria-label={t`看不清，换一张`}
            title={t`看不清，换一张`}
          >
            {captcha?.img ? (
              <img src={`data:image/png;base64,${captcha.img}`} alt={t`图形验证码`} width={120} height={44} />
            ) : (
              <span className={styles.captchaLoading}>{t`加载中…`}</span>
            )}
            <span className={styles.captchaReload} aria-hidden>
              <ReloadOutlined />
            </span>
          </button>
        }
      />
    </Form.Item>
  );
}
