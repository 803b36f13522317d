import { CameraOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { AVATAR_TYPES, checkNickname, maskPhone, NICKNAME_MAX_LENGTH, userCenterPath } from '@museum/shared';
import { Avatar, Button, Form, Input, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequestError } from '@/shared/api/request';
import { useLanguage } from '@/shared/i18n';
import { message } from '@/shared/lib/feedback';
import { ruleFrom } from '@/shared/lib/form-rules';
import { chineseLang } from '@/shared/lib/text-lang';
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
  const { t } = useLingui();
  const language = useLanguage();
  if (!user) return null;
  const types = AVATAR_TYPES.join(language === 'en' ? ', ' : '、').toUpperCase();
  const maxLength = NICKNAME_MAX_LENGTH;
  const realName = user.realName;

  async function changeAvatar(file: File) {
    setUploading(true);
    try {
      const avatar = await uploadAvatar(file);
      await update.mutateAsync({ avatar });
      message.success(t`头像已更新`);
    } catch (error) {
      // Request failures were shown by the request layer; the upload's own checks are shown here.
      if (!(error instanceof RequestError)) message.error((error as Error).message);
    } finally {
      setUploading(false);
    }
  }

  return (
    <section aria-labelledby="profile-title">
      <TabHeader
        id="profile-title"
        title={t`个人资料`}
        description={t`您在${museum}的头像、昵称与账号概况。`}
      />

      <Panel title={t`头像与昵称`} description={t`会显示在网站顶部，以及您的预约和申请中。`}>
        <div className={styles.avatarRow}>
          <Avatar size={88} src={user.avatar || DEFAULT_AVATAR} alt={t`我的头像`} className={styles.avatar} />
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
                  {t`更换头像`}
                </Button>
              </Upload>
              {user.avatar && (
                <Button
                  type="text"
                  onClick={() =>
                    update.mutate({ avatar: null }, { onSuccess: () => message.success(t`已恢复默认头像`) })
                  }
                  disabled={uploading}
                >
                  {t`恢复默认头像`}
                </Button>
              )}
            </div>
            <p className={styles.hint}>
              <Trans>支持 {types} 格式，建议使用正方形图片。</Trans>
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
            message.success(t`昵称已保存`);
          }}
          className={styles.form}
        >
          <Form.Item
            name="nickname"
            label={t`昵称`}
            rules={[ruleFrom(checkNickname)]}
            extra={t`最多 ${maxLength} 个字，不含特殊符号。`}
          >
            <Input maxLength={NICKNAME_MAX_LENGTH} showCount autoComplete="nickname" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t`保存昵称`}
          </Button>
        </Form>
      </Panel>

      <Panel title={t`账号信息`} description={t`登录方式与实名状态。`}>
        <dl className={panel.facts}>
          <dt>{t`手机号`}</dt>
          <dd>
            {user.username ? maskPhone(user.username) : t`未绑定`}
            <Link to={userCenterPath('security')} className={styles.inlineLink}>
              {t`更换`}
            </Link>
          </dd>
          <dt>{t`微信`}</dt>
          <dd>{user.wechatBound ? t`已绑定` : t`未绑定（可使用微信扫码登录后自动绑定）`}</dd>
          <dt>{t`实名认证`}</dt>
          <dd>
            {user.realNameVerified ? (
              <Trans>
                已认证（<span lang={chineseLang(realName, language)}>{realName}</span>）
              </Trans>
            ) : (
              t`未认证`
            )}
            <Link to={userCenterPath('realname')} className={styles.inlineLink}>
              {t`查看`}
            </Link>
          </dd>
        </dl>
      </Panel>
    </section>
  );
}
