import { SafetyCertificateFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { IdType } from '@museum/shared';
import { Button } from 'antd';
import { useLanguage } from '@/shared/i18n';
import { formatDateOf, formatTime } from '@/shared/lib/format';
import { chineseLang } from '@/shared/lib/text-lang';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { useDialogs } from '@/shared/stores/dialogs';
import { useSession } from '@/shared/stores/session';
import { TabHeader } from '@/shared/ui/center-tab/ServiceTab';
import panel from '../components/Panel.module.css';
import { DOCUMENT_NUMBER_LABELS } from '../documents';
import styles from './RealNameTab.module.css';

/** Real-name status: masked name and ID once verified, otherwise why it is asked for and the way in. */
export default function RealNameTab() {
  const user = useSession((s) => s.userInfo);
  const show = useDialogs((s) => s.show);
  const { data: site } = useSiteSettings();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  if (!user) return null;
  const phone = site?.phone ?? '';

  const header = (
    <TabHeader
      id="realname-title"
      title={t`实名认证`}
      description={t`入馆预约实行实名制。完成实名认证后，即可为自己和同行人员预约入馆。`}
    />
  );

  if (user.realNameVerified) {
    return (
      <section aria-labelledby="realname-title">
        {header}
        <div className={styles.body}>
          <p className={styles.status}>
            <SafetyCertificateFilled aria-hidden className={styles.verified} /> {t`已完成实名认证`}
          </p>
          <dl className={panel.facts}>
            <dt>{t`真实姓名`}</dt>
            {/* A masked Chinese name (张*) is read as Chinese on an English page. */}
            <dd lang={chineseLang(user.realName, language)}>{user.realName}</dd>
            <dt>{i18n._(DOCUMENT_NUMBER_LABELS[user.idType ?? IdType.residentCard])}</dt>
            <dd>{user.idCard}</dd>
            <dt>{t`认证时间`}</dt>
            <dd>
              {user.realNameVerifiedAt
                ? `${formatDateOf(user.realNameVerifiedAt)} ${formatTime(user.realNameVerifiedAt)}`
                : '—'}
            </dd>
          </dl>
          <p className={styles.note}>
            <Trans>
              为保护您的隐私，以上信息已脱敏显示。认证信息不可自行修改，如需更正，请致电观众服务部 {phone}。
            </Trans>
          </p>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="realname-title">
      {header}
      <div className={styles.body}>
        <p className={styles.status}>
          <span className={styles.pending}>{t`未认证`}</span>
        </p>
        <p className={styles.why}>
          <Trans>
            您的姓名和身份证号将加密保存，仅用于预约和入馆核验；认证时需单独同意《实名信息处理规则》。
          </Trans>
        </p>
        <Button type="primary" size="large" onClick={() => show('realName')}>
          {t`立即认证`}
        </Button>
      </div>
    </section>
  );
}
