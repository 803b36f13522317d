import { APPLICATION_STATUS_LABELS, type ApplicationStatus, type VenueApplication } from '@museum/shared';
import { Button } from 'antd';
import { confirmOptions } from '@/shared/lib/feedback';
import { formatMinute } from '@/shared/lib/format';
import {
  contactOf,
  DialogAction,
  RecordFacts,
  RecordHead,
  ServiceTab,
  type Tone,
  useConfirmedAction,
} from '@/shared/ui/center-tab/ServiceTab';
import tab from '@/shared/ui/center-tab/ServiceTab.module.css';
import { AttachedFiles } from '../../files';
import { useApplications, useDeleteApplication, useWithdrawApplication } from '../api';

const TONES: Record<ApplicationStatus, Tone> = {
  pending: 'waiting',
  approved: 'good',
  rejected: 'refused',
  withdrawn: 'ended',
};

/** My exhibition-hosting applications: withdraw one under review, delete one withdrawn or refused. */
export default function ApplicationsTab() {
  const withdraw = useWithdrawApplication();
  const remove = useDeleteApplication();
  const confirm = useConfirmedAction();

  const confirmWithdraw = (application: VenueApplication) =>
    confirm(
      {
        title: '撤回这份办展申请？',
        content: '撤回后展览部将不再审核；如需修改，可撤回后重新提交。',
        okText: '撤回申请',
        cancelText: '再想想',
      },
      () => withdraw.mutateAsync(application.id),
      '申请已撤回',
    );

  const confirmDelete = (application: VenueApplication) =>
    confirm(
      confirmOptions({
        tone: 'danger',
        title: '删除这份申请记录？',
        content: '删除后无法恢复。',
        okText: '删除',
        cancelText: '保留',
      }),
      () => remove.mutateAsync(application.id),
      '申请已删除',
    );

  return (
    <ServiceTab
      title="办展申请"
      description="审核结果将通过系统消息通知您。"
      action={<DialogAction dialog="hostApplication">申请办展</DialogAction>}
      useList={useApplications}
      empty="还没有提交过办展申请"
    >
      {(application) => (
        <article aria-label={`${application.startTime} 至 ${application.endTime} 的办展申请`}>
          <RecordHead
            tone={TONES[application.status]}
            status={APPLICATION_STATUS_LABELS[application.status]}
            title={`${application.startTime} 至 ${application.endTime}`}
          />
          <p className={tab.intro}>{application.intro}</p>
          <RecordFacts
            facts={{
              意向展厅: application.hallName ?? '由展览部统筹安排',
              联系人: contactOf(application),
              申请材料: <AttachedFiles files={application.files} />,
              提交时间: formatMinute(application.createdAt),
            }}
          />
          {application.reviewNote && <p className={tab.note}>审核意见：{application.reviewNote}</p>}
          {(application.canWithdraw || application.canDelete) && (
            <div className={tab.actions}>
              {application.canWithdraw && (
                <Button onClick={() => confirmWithdraw(application)}>撤回申请</Button>
              )}
              {application.canDelete && (
                <Button danger onClick={() => confirmDelete(application)}>
                  删除
                </Button>
              )}
            </div>
          )}
        </article>
      )}
    </ServiceTab>
  );
}
