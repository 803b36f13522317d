import { Button, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { ToneTag } from '@/shared/ui/console-page/ToneTag';
import { RoleTags } from '../components/RoleTags';
import { ChangePasswordDialog } from '../dialogs/ChangePasswordDialog';
import { TotpDialog } from '../dialogs/TotpDialog';
import { useStaffSession } from '../session';

/** One's own account: who one is signed in as, the password, and two-step verification. */
export default function AccountScreen() {
  const profile = useStaffSession((s) => s.profile);
  const [dialog, setDialog] = useState<'password' | 'totp' | null>(null);
  if (!profile) return null;
  return (
    <ConsolePage title="我的账号" description="登录账号的资料与安全设置。">
      <Descriptions
        column={1}
        bordered
        size="middle"
        styles={{ label: { width: 160 } }}
        items={[
          { key: 'username', label: '用户名', children: profile.username },
          { key: 'name', label: '姓名', children: profile.name },
          { key: 'roles', label: '角色', children: <RoleTags roles={profile.roles} /> },
          {
            key: 'password',
            label: '登录密码',
            children: (
              <Space wrap>
                <span>修改后，其他设备上的登录将退出</span>
                <Button size="small" onClick={() => setDialog('password')}>
                  修改密码
                </Button>
              </Space>
            ),
          },
          {
            key: 'totp',
            label: '两步验证',
            children: (
              <Space wrap>
                {profile.totpEnabled ? (
                  <ToneTag tone="positive">已开启</ToneTag>
                ) : (
                  <ToneTag tone="neutral">未开启</ToneTag>
                )}
                <span>登录时除密码外还需验证器中的动态码</span>
                <Button size="small" onClick={() => setDialog('totp')}>
                  {profile.totpEnabled ? '关闭两步验证' : '开启两步验证'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <div style={{ height: 12 }} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <TotpDialog open={dialog === 'totp'} onClose={() => setDialog(null)} />
    </ConsolePage>
  );
}
