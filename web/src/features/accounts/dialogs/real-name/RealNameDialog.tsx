import { IdcardOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AccountMessages,
  checkNameOnDocument,
  IdType,
  normaliseIdDocument,
  REAL_NAME_MAX_LENGTH,
} from '@museum/shared';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useLanguage } from '@/shared/i18n';
import { confirmOptions, message, modal } from '@/shared/lib/feedback';
import { ruleFrom } from '@/shared/lib/form-rules';
import { inPageLanguage } from '@/shared/lib/shared-english';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import { restoreFocus, useDialogs } from '@/shared/stores/dialogs';
import { useSession } from '@/shared/stores/session';
import type { DialogProps } from '@/shared/ui/dialog/types';
import { DialogTitle } from '@/shared/ui/dialog-title/DialogTitle';
import { DocumentNumberField, DocumentTypeField } from '@/shared/ui/id-document/IdDocumentFields';
import { TermsDialog } from '../../../site';
import { accountsApi } from '../../api';
import { DOCUMENT_NUMBER_LABELS } from '../../documents';
import styles from './RealNameDialog.module.css';

interface Values {
  idType: IdType;
  truename: string;
  card: string;
  consent: boolean;
}

/**
 * Real-name verification (docs/spec §2 and §4), with the separate consent PIPL asks for sensitive data. After
 * success the account is refreshed, and a visitor who came from booking is offered to continue.
 */
export default function RealNameDialog({ onClose }: DialogProps) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const next = useDialogs((s) => s.next);
  const show = useDialogs((s) => s.show);
  const fetchUserInfo = useSession((s) => s.fetchUserInfo);
  const museum = useSiteName();
  const { t, i18n } = useLingui();
  // An English page is most often read by a visitor from abroad: it starts at the passport.
  const firstType = useLanguage() === 'en' ? IdType.passport : IdType.residentCard;
  const idType = Form.useWatch('idType', form) ?? firstType;

  async function submit(values: Values) {
    setSubmitting(true);
    try {
      await accountsApi.authenticate({
        truename: values.truename.trim(),
        // The form the server keeps: a 15-digit resident number goes as its 18-digit form.
        card: normaliseIdDocument(values.idType, values.card),
        // The spec's body for a resident ID card; the type only for the other documents.
        ...(values.idType === IdType.residentCard ? {} : { idType: values.idType }),
        consent: true,
      });
    } catch {
      setSubmitting(false);
      return;
    }
    await fetchUserInfo().catch(() => undefined);
    setSubmitting(false);
    // The form is done either way; a visitor who came from booking gets the offer alone, not over the form.
    onClose();
    if (next !== 'reservation') {
      message.success(t`实名认证成功`);
      return;
    }
    modal.confirm(
      confirmOptions({
        tone: 'success',
        title: t`实名认证成功`,
        content: t`是否继续预约入馆？`,
        okText: t`继续预约`,
        cancelText: t`稍后再说`,
        onOk: () => show('reservation'),
        onCancel: restoreFocus,
      }),
    );
  }

  return (
    <Modal
      open
      title={<DialogTitle icon={<SafetyOutlined />}>{t`实名认证`}</DialogTitle>}
      onCancel={onClose}
      footer={null}
      width={460}
      centered
      destroyOnHidden
      classNames={{ root: styles.root, body: styles.body }}
    >
      <p className={styles.lead}>
        <Trans>
          入馆预约实行实名制。请填写与证件一致的信息，认证后不可自行修改；港澳台居民和外籍观众可选择通行证、护照等证件。
        </Trans>
      </p>
      <Form
        name="realName"
        form={form}
        onFinish={submit}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ idType: firstType }}
        className={styles.form}
      >
        <DocumentTypeField name="idType" label={t`证件类型`} />
        <Form.Item
          name="truename"
          label={t`真实姓名`}
          dependencies={['idType']}
          rules={[ruleFrom((name) => checkNameOnDocument(idType, name))]}
        >
          <Input
            placeholder={
              idType === IdType.residentCard ? t`如：阿依古丽·买买提` : t`与证件一致，中文或英文字母`
            }
            maxLength={REAL_NAME_MAX_LENGTH}
            autoComplete="off"
            prefix={<UserOutlined aria-hidden />}
          />
        </Form.Item>
        <DocumentNumberField
          name="card"
          type={idType}
          typeField="idType"
          label={i18n._(DOCUMENT_NUMBER_LABELS[idType])}
          prefix={<IdcardOutlined aria-hidden />}
        />
        <div className={styles.rules}>
          <p>
            <strong>{t`《实名信息处理规则》`}</strong>
          </p>
          <p>
            <Trans>
              您的姓名和证件号码属于敏感个人信息，仅用于实名入馆预约和入馆核验，防止同一证件重复占用名额。我们以加密方式存储，页面上只显示脱敏结果，保存至您注销账号时。不同意不影响您使用其他功能。
            </Trans>
          </p>
        </div>
        <Form.Item
          name="consent"
          valuePropName="checked"
          className={styles.consent}
          rules={[
            {
              validator: async (_rule, value) => {
                if (!value) throw new Error(inPageLanguage(AccountMessages.consentRequired));
              },
            },
          ]}
        >
          <Checkbox>
            <Trans>
              我已阅读
              <button type="button" className={styles.link} onClick={() => setPrivacyOpen(true)}>
                《隐私政策》
              </button>
              ，单独同意{museum}按上述规则处理我的姓名和证件号码
            </Trans>
          </Checkbox>
        </Form.Item>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t`取消`}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t`提交认证`}
          </Button>
        </div>
      </Form>
      <TermsDialog kind={privacyOpen ? 'privacy' : null} onClose={() => setPrivacyOpen(false)} />
    </Modal>
  );
}
