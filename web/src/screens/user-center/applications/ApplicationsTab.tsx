import { APPLICATION_STATUS_LABELS, type ApplicationStatus, type VenueApplication } from '@museum/shared';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { serviceKeys, servicesApi, useApplications, useServiceAction } from '../../../api/services';
import { confirmOptions } from '../../../lib/feedback';
import { useDialogs } from '../../../stores/dialogs';
import { AttachedFiles } from '../service-tab/AttachedFiles';
import { ServiceTab, StatusTag, type Tone } from '../service-tab/ServiceTab';
import tab from '../service-tab/ServiceTab.module.css';

const TONES: Record<ApplicationStatus, Tone> = {
  pending: 'waiting',
  approved: 'good',
  rejected: 'refused',
  withdrawn: 'ended',
};

/** My exhibition-hosting applications: withdraw one under review, delete one withdrawn or refused. */
export default function ApplicationsTab() {
  const [page, setPage] = useState(1);
  const applications = useApplications(page);
  const withdraw = useServiceAction(servicesApi.withdrawApplication, serviceKeys.applications);
  const remove = useServiceAction(servicesApi.deleteApplication, serviceKeys.applications);
  const show = useDialogs((s) => s.show);
  const { modal, message } = App.useApp();

  function confirmWithdraw(application: VenueApplication) {
    modal.confirm({
      title: '撤回这份办展申请？',
      content: '撤回后展览部将不再审核；如需修改，可撤回后重新提交。',
      okText: '撤回申请',
      cancelText: '再想想',
      onOk: async () => {
        await withdraw.mutateAsync(application.id);
        message.success('申请已撤回');
      },
    });
  }

  function confirmDelete(application: VenueApplication) {
    modal.confirm(
      confirmOptions({
        tone: 'danger',
        title: '删除这份申请记录？',
        content: '删除后无法恢复。',
        okText: '删除',
        cancelText: '保留',
        onOk: async () => {
          await remove.mutateAsync(application.id);
          message.success('申请已删除');
        },
      }),
    );
  }

  return (
    <ServiceTab
      title="办展申请"
      description="审核结果将通过系统消息通知您。"
      action={
        <Button type="primary" onClick={() => show('hostApplication')}>
          申请办展
        </Button>
      }
      query={applications}
      pageNum={page}
      onPage={setPage}
      empty="还没有提交过办展申请"
      itemKey={(application) => application.id}
    >
      {(application) => (
        <article aria-label={`${application.startTime} 至 ${application.endTime} 的办展申请`}>
          <div className={tab.cardHead}>
            <StatusTag tone={TONES[application.status]}>
              {APPLICATION_STATUS_LABELS[application.status]}
            </StatusTag>
            <h3 className={tab.cardTitle}>
              {application.startTime} 至 {application.endTime}
            </h3>
          </div>
          <p className={tab.intro}>{application.intro}</p>
          <dl className={tab.facts}>
            <dt>意向展厅</dt>
            <dd>{application.hallName ?? '由展览部统筹安排'}</dd>
            <dt>联系人</dt>
            <dd>
              {application.people} {application.phone}
            </dd>
            <dt>申请材料</dt>
            <dd>
              <AttachedFiles files={application.files} />
            </dd>
            <dt>提交时间</dt>
            <dd>{dayjs(application.createdAt).format('YYYY-MM-DD HH:mm')}</dd>
          </dl>
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
