import { GiftOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DONATION_FILE_LIMIT,
  DONATION_FILE_TYPES,
  DONATION_REPORT_TYPE,
  Messages,
  userCenterPath,
} from '@museum/shared';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import type { DialogProps } from '@/shared/ui/dialog/types';
import { ContactFields, FormDialog, IntroField } from '@/shared/ui/form-dialog/FormDialog';
import { MaterialsField } from '../../files';
import { useReportDonation } from '../api';

/** Report a donation (docs/spec §2, §3 and §5): who to call, photos or papers of the piece, a short account. */
export default function DonationDialog({ onClose }: DialogProps) {
  const report = useReportDonation();
  const museum = useSiteName();
  const { t } = useLingui();
  return (
    <FormDialog
      title={t`藏品捐赠`}
      icon={<GiftOutlined />}
      width={680}
      formId="donationForm"
      submitText={t`提交登记`}
      lead={
        <Trans>
          感谢您愿意与公众分享珍藏。请留下联系方式，上传藏品照片、视频或相关证明材料，并简要介绍藏品的名称、年代、来源与现状；登记不代表入藏，典藏部将与您联系后再作评估。
        </Trans>
      }
      onSubmit={(fields) => report.mutateAsync({ type: DONATION_REPORT_TYPE, ...fields })}
      submitting={report.isPending}
      done={{
        title: t`捐赠登记已提交`,
        text: t`感谢您对${museum}的信任。典藏部将在 10 个工作日内与您电话联系，了解藏品情况并约定鉴定事宜。`,
        link: { to: userCenterPath('donations'), text: t`查看我的登记` },
      }}
      onClose={onClose}
    >
      <ContactFields />
      <MaterialsField
        label={t`藏品资料`}
        fileType={DONATION_FILE_TYPES}
        limit={DONATION_FILE_LIMIT}
        labels={{ media: t`藏品照片或视频`, document: t`证明材料` }}
      />
      <IntroField
        label={t`藏品简介`}
        requiredMessage={Messages.collectionIntroRequired}
        placeholder={t`藏品名称、年代、尺寸、来源与保存现状`}
      />
    </FormDialog>
  );
}
