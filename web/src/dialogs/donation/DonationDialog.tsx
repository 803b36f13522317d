import { GiftOutlined } from '@ant-design/icons';
import { DONATION_FILE_LIMIT, DONATION_FILE_TYPES, DONATION_REPORT_TYPE, Messages } from '@museum/shared';
import { Form } from 'antd';
import { useState } from 'react';
import { serviceKeys, servicesApi, useServiceAction } from '../../api/services';
import { FileUpload } from '../../components/file-upload/FileUpload';
import { useSession } from '../../stores/session';
import {
  ContactFields,
  IntroField,
  ParticipationDialog,
  Submitted,
} from '../host-application/ParticipationForm';
import styles from '../host-application/ParticipationForm.module.css';
import type { DialogProps } from '../types';

interface Values {
  people?: string;
  phone?: string;
  fileUrl?: string;
  intro?: string;
}

const FORM_ID = 'donationForm';

/** Report a donation (spec sections 2, 3 and 5): who to call, photos or papers of the piece, a short account. */
export default function DonationDialog({ onClose }: DialogProps) {
  const [form] = Form.useForm<Values>();
  const phone = useSession((s) => s.userInfo?.username ?? undefined);
  const report = useServiceAction(servicesApi.reportDonation, serviceKeys.donations);
  const [done, setDone] = useState(false);

  async function submit(values: Values) {
    try {
      await report.mutateAsync({
        type: DONATION_REPORT_TYPE,
        people: (values.people ?? '').trim(),
        phone: (values.phone ?? '').trim(),
        fileUrl: values.fileUrl ?? '',
        intro: (values.intro ?? '').trim(),
      });
      setDone(true);
    } catch {
      // Shown by the request layer; the form keeps what was typed.
    }
  }

  return (
    <ParticipationDialog
      title="藏品捐赠"
      icon={<GiftOutlined />}
      width={680}
      formId={FORM_ID}
      submitText="提交登记"
      submitting={report.isPending}
      done={done}
      doneLink={{ to: '/userCenter/donations', text: '查看我的登记' }}
      onClose={onClose}
    >
      {done ? (
        <Submitted title="捐赠登记已提交">
          感谢您对天山美术馆的信任。典藏部将在 10 个工作日内与您电话联系，了解藏品情况并约定鉴定事宜。
        </Submitted>
      ) : (
        <>
          <p className={styles.lead}>
            感谢您愿意与公众分享珍藏。请留下联系方式，上传藏品照片、视频或相关证明材料，并简要介绍藏品的名称、年代、来源与现状；登记不代表入藏，典藏部将与您联系后再作评估。
          </p>
          <Form<Values>
            name={FORM_ID}
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={submit}
            initialValues={{ phone }}
            scrollToFirstError
            className={styles.form}
          >
            <ContactFields />
            <Form.Item
              name="fileUrl"
              label="藏品资料"
              rules={[{ required: true, message: Messages.materialRequired }]}
            >
              <FileUpload
                fileType={DONATION_FILE_TYPES}
                limit={DONATION_FILE_LIMIT}
                labels={{ media: '藏品照片或视频', document: '证明材料' }}
              />
            </Form.Item>
            <IntroField
              label="藏品简介"
              requiredMessage={Messages.collectionIntroRequired}
              placeholder="藏品名称、年代、尺寸、来源与保存现状"
            />
          </Form>
        </>
      )}
    </ParticipationDialog>
  );
}
