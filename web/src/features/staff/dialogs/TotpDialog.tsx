import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { StaffMessages, type TotpEnrolment } from '@museum/shared';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { feedback } from '@/shared/lib/feedback';
import { CurrentPasswordField } from '@/shared/ui/password-fields/CurrentPasswordField';
import { staffApi, useOwnTotpChange } from '../api';
import { showServerError } from '../components/server-errors';
import { useStaffSession } from '../session';
import styles from './TotpDialog.module.css';

type Step =
  | { kind: 'intro' }
  | { kind: 'scan'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-step verification of one's own account: turn it on (one's password, scan the QR code, confirm with a first
 * code, keep the ten recovery codes, shown only this once), or turn it off with one's password.
 */
export function TotpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const enabled = useStaffSession((s) => s.profile?.totpEnabled ?? false);
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const close = () => {
    setStep({ kind: 'intro' });
    onClose();
  };
  return (
    <Modal
      open={open}
      title="两步验证"
      footer={null}
      onCancel={close}
      width={520}
      mask={{ closable: step.kind !== 'codes' }}
      destroyOnHidden
    >
      {/* A flow under way keeps its step while the profile is read again behind it. */}
      {step.kind === 'codes' ? (
        <RecoveryCodesView codes={step.codes} onDone={close} />
      ) : step.kind === 'scan' ? (
        <ConfirmForm enrolment={step.enrolment} onConfirmed={(codes) => setStep({ kind: 'codes', codes })} />
      ) : enabled ? (
        <DisableForm onDone={close} />
      ) : (
        <Intro onStarted={(enrolment) => setStep({ kind: 'scan', enrolment })} />
      )}
    </Modal>
  );
}

/**
 * One's password, asked before one's two-step verification changes (a session left open is not enough): sent with
 * `call`, whose answer goes to `onDone`; a refusal shows under the field or above the button.
 */
function PasswordStep<R>({
  name,
  call,
  onDone,
  submit,
  danger = false,
  children,
}: {
  name: string;
  call: (password: string) => Promise<R>;
  onDone: (result: R) => void;
  submit: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const [form] = Form.useForm<{ password: string }>();
  const [error, setError] = useState<string | null>(null);
  const change = useOwnTotpChange(call);
  return (
    <Form
      form={form}
      layout="vertical"
      name={name}
      onFinish={({ password }) =>
        change.mutate(password, {
          onSuccess: onDone,
          onError: (failure) => setError(showServerError(failure, form, ['password'])),
        })
      }
    >
      {children}
      {error && <Alert type="error" showIcon title={error} className={styles.alert} />}
      <CurrentPasswordField maxLength={64} />
      <Button danger={danger} type="primary" htmlType="submit" loading={change.isPending}>
        {submit}
      </Button>
    </Form>
  );
}

function Intro({ onStarted }: { onStarted: (enrolment: TotpEnrolment) => void }) {
  return (
    <PasswordStep
      name="staffTotpStart"
      call={staffApi.startTotp}
      onDone={(result) => result.data && onStarted(result.data)}
      submit="开始绑定验证器"
    >
      <p>
        开启后，登录时除密码外还需输入手机验证器应用（如 Microsoft Authenticator、Google Authenticator
        或其他支持 TOTP 的应用）中的6位动态码，即使密码泄露，他人也无法登录。请先输入登录密码确认身份。
      </p>
    </PasswordStep>
  );
}

function ConfirmForm({
  enrolment,
  onConfirmed,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
}) {
  const [form] = Form.useForm<{ code: string }>();
  const [error, setError] = useState<string | null>(null);
  const confirm = useOwnTotpChange((code: string) => staffApi.confirmTotp(code));
  return (
    <Form
      form={form}
      layout="vertical"
      name="staffTotpConfirm"
      onFinish={({ code }) =>
        confirm.mutate(code.trim(), {
          onSuccess: (result) => {
            feedback.success(result.msg || StaffMessages.totpOn);
            onConfirmed(result.data?.recoveryCodes ?? []);
          },
          onError: (failure) => setError(showServerError(failure, form, ['code'])),
        })
      }
    >
      <ol className={styles.steps}>
        <li>用验证器应用扫描下方二维码。</li>
        <li>无法扫码时，可在应用中手动输入密钥。</li>
        <li>输入应用中显示的6位动态码，完成绑定。</li>
      </ol>
      <div className={styles.qr}>
        <img src={enrolment.qrCode} alt="两步验证绑定二维码，请用验证器应用扫描" width={180} height={180} />
        <div>
          <div className={styles.label}>密钥</div>
          <Typography.Text code copyable={{ text: enrolment.secret, tooltips: ['复制密钥', '已复制'] }}>
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography.Text>
        </div>
      </div>
      {error && <Alert type="error" showIcon title={error} className={styles.alert} />}
      <Form.Item
        name="code"
        label="6位动态码"
        rules={[
          { required: true, whitespace: true, message: StaffMessages.otpRequired },
          { pattern: /^\s*\d{6}\s*$/, message: StaffMessages.otpInvalid },
        ]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={styles.code} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={confirm.isPending}>
        确认开启
      </Button>
    </Form>
  );
}

function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      feedback.success('恢复码已复制');
    } catch {
      feedback.error('无法访问剪贴板，请手动选中复制或下载保存');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = '两步验证恢复码.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div>
      <Alert
        type="warning"
        showIcon
        className={styles.alert}
        title="请立即保存以下恢复码"
        description="恢复码只显示这一次。手机不在身边时，每个恢复码可代替动态码登录一次。"
      />
      <ul className={styles.codes} aria-label="恢复码">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Space wrap>
        <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
          复制全部
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
          下载为文本文件
        </Button>
        <Button type="primary" onClick={onDone}>
          我已妥善保存
        </Button>
      </Space>
    </div>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  return (
    <PasswordStep
      name="staffTotpDisable"
      call={staffApi.disableTotp}
      onDone={(result) => {
        feedback.success((result as { msg?: string }).msg || StaffMessages.totpOff);
        onDone();
      }}
      submit="关闭两步验证"
      danger
    >
      <p>两步验证已开启。关闭后登录只需密码，账号安全性将降低。如需更换手机，请先关闭再重新绑定。</p>
    </PasswordStep>
  );
}
