import { TabHeader } from '@/shared/ui/center-tab/ServiceTab';
import { ChangePasswordPanel } from '../components/ChangePasswordPanel';
import { ChangePhonePanel } from '../components/ChangePhonePanel';
import { DeleteAccountPanel } from '../components/DeleteAccountPanel';

/** Password, phone and closing the account. */
export default function SecurityTab() {
  return (
    <section aria-labelledby="security-title">
      <TabHeader id="security-title" title="账号安全" description="登录密码、绑定的手机号与账号注销。" />
      <ChangePasswordPanel />
      <ChangePhonePanel />
      <DeleteAccountPanel />
    </section>
  );
}
