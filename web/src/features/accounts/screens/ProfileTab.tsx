import { CameraOutlined } from '@ant-design/icons';
import { AVATAR_TYPES, checkNickname, maskPhone, NICKNAME_MAX_LENGTH, userCenterPath } from '@museum/shared';
import { Avatar, Button, Form, Input, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequestError } from '@/shared/api/request';
import { message } from '@/shared/lib/feedback';
import { ruleFrom } from '@/shared/lib/form-rules';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import { DEFAULT_AVATAR, useSession } from '@/shared/stores/session';
import { TabHeader } from '@/shared/ui/center-tab/ServiceTab';
import { uploadAvatar } from '../../files';
import { accountsApi, useProfileMutation } from '../api';
import { Panel } from '../components/Panel';
import panel from '../components/Panel.module.css';
import styles from './ProfileTab.module.css';

/** The visitor's public face (avatar and nickname) and a summary of the account (phone, WeChat, real name). */
export default function ProfileTab() {
  const user = useSession((s) => s.userInfo);
  const update = useProfileMutation(accountsApi.updateAccount);
  const [uploading, setUploading] = useState(false);
  const museum = useSiteName();
  if (!user) return null;

  async function changeAvatar(file: File) {
    setUploading(true);
    try {
      const avatar = await uploadAvatar(file);
      await update.mutateAsync({ avatar });
      message.success('头像已更新');
    } catch (error) {
      // Request failures were shown by the request layer; the upload's own checks are shown here.
      if (!(error instanceof RequestError)) message.error((error as Error).message);
    } finally {
      setUploading(false);
    }
  }

  return (
    <section aria-labelledby="profile-title">
      <TabHeader id="profile-title" title="个人资料" description={`您在${museum}的头像、昵称与账号概况。`} />

      <Panel title="头像与昵称" description="会显示在网站顶部，以及您的预约和申请中。">
        <div className={styles.avatarRow}>
          <Avatar size={88} src={user.avatar || DEFAULT_AVATAR} alt="我的头像" className={styles.avatar} />
          <div className={styles.avatarActions}>
            <div className={styles.buttons}>
              <Upload
                accept=".jpg,.jpeg,.png"
                showUploadList={false}
                beforeUpload={(file) => {
                  void changeAvatar(file);
                  return false;
                }}
              >
                <Button icon={<CameraOutlined />} loading={uploading}>
                  更换头像
                </Button>
              </Upload>
              {user.avatar && (
                <Button
                  type="text"
                  onClick={() =>
                    update.mutate({ avatar: null }, { onSuccess: () => message.success('已恢复默认头像') })
                  }
                  disabled={uploading}
                >
                  恢复默认头像
                </Button>
              )}
            </div>
            <p className={styles.hint}>
              支持 {AVATAR_TYPES.join('、').toUpperCase()} 格式，建议使用正方形图片。
            </p>
          </div>
        </div>

        <Form
          name="nickname"
          layout="vertical"
          requiredMark={false}
          initialValues={{ nickname: user.nickname ?? '' }}
          onFinish={async ({ nickname }: { nickname: string }) => {
            await update.mutateAsync({ nickname: nickname.trim() });
            message.success('昵称已保存');
          }}
          className={styles.form}
        >
          <Form.Item
            name="nickname"
            label="昵称"
            rules={[ruleFrom(checkNickname)]}
            extra={`最多 ${NICKNAME_MAX_LENGTH} 个字，不含特殊符号。`}
          >
            <Input maxLength={NICKNAME_MAX_LENGTH} showCount autoComplete="nickname" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            保存昵称
          </Button>
        </Form>
      </Panel>

      <Panel title="账号信息" description="登录方式与实名状态。">
        <dl className={panel.facts}>
          <dt>手机号</dt>
          <dd>
            {user.username ? maskPhone(user.username) : '未绑定'}
            <Link to={userCenterPath('security')} className={styles.inlineLink}>
              更换
            </Link>
          </dd>
          <dt>微信</dt>
          <dd>{user.wechatBound ? '已绑定' : '未绑定（可使用微信扫码登录后自动绑定）'}</dd>
          <dt>实名认证</dt>
          <dd>
            {user.realNameVerified ? `已认证（${user.realName}）` : '未认证'}
            <Link to={userCenterPath('realname')} className={styles.inlineLink}>
              查看
            </Link>
          </dd>
        </dl>
      </Panel>
    </section>
  );
}
