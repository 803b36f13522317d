import { useLingui } from '@lingui/react/macro';
import { maskPhone, type SmsType } from '@museum/shared';
import type { FormInstance } from 'antd';
import { useSession } from '@/shared/stores/session';
import { SmsCodeField } from '../dialogs/login/SmsCodeField';

/** An SMS code sent to the signed-in account's own phone, which its label names (masked). */
export function OwnPhoneCodeField({
  form,
  type,
  countdownKey,
}: {
  form: FormInstance;
  type: SmsType;
  countdownKey: string;
}) {
  const phone = useSession((s) => s.userInfo?.username ?? '');
  const { t } = useLingui();
  const masked = maskPhone(phone);
  return (
    <SmsCodeField
      form={form}
      phone={phone}
      type={type}
      countdownKey={countdownKey}
      label={t`发送到 ${masked} 的验证码`}
      showLabel
    />
  );
}
