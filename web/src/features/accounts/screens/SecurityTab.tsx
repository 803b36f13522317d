import { useLingui } from '@lingui/react/macro';
import { TabHeader } from '@/shared/ui/center-tab/ServiceTab';
import { ChangePasswordPanel } from '../components/ChangePasswordPanel';
import { ChangePhonePanel } from '../components/ChangePhonePanel';
import { DeleteAccountPanel } from '../components/DeleteAccountPanel';

/** Password, phone and closing the account. */
export default function SecurityTab() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="security-title">
      <TabHeader
        id="security-title"
        title={t`账号安全`}
        description={t`登录密码、绑定的手机号与账号注销。`}
      />
      <ChangePasswordPanel />
      <ChangePhonePanel />
      <DeleteAccountPanel />
    </section>
  );
}
