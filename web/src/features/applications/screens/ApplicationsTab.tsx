import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationStatus, VenueApplication } from '@museum/shared';
import { Button } from 'antd';
import { useLanguage } from '@/shared/i18n';
import { confirmOptions } from '@/shared/lib/feedback';
import { formatDate, formatMinute } from '@/shared/lib/format';
import { chineseLang } from '@/shared/lib/text-lang';
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

/** The statuses as the visitor reads them (APPLICATION_STATUS_LABELS, in the page's language). */
const STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  pending: msg`审核中`,
  approved: msg`已通过`,
  rejected: msg`未通过`,
  withdrawn: msg`已撤回`,
};

/** My exhibition-hosting applications: withdraw one under review, delete one withdrawn or refused. */
export default function ApplicationsTab() {
  const withdraw = useWithdrawApplication();
  const remove = useDeleteApplication();
  const confirm = useConfirmedAction();
  const { t, i18n } = useLingui();
  // A period's days as written in Chinese (2026-12-01); in words in English (1 Dec 2026).
  const language = useLanguage();
  const day = language === 'en' ? formatDate : (date: string) => date;
  // What the visitor or a reviewer wrote, and names, in the language they were written in.
  const written = (text: string) => <span lang={chineseLang(text, language)}>{text}</span>;
  const labels = { hall: t`意向展厅`, contact: t`联系人`, files: t`申请材料`, submitted: t`提交时间` };

  const confirmWithdraw = (application: VenueApplication) =>
    confirm(
      {
        title: t`撤回这份办展申请？`,
        content: t`撤回后展览部将不再审核；如需修改，可撤回后重新提交。`,
        okText: t`撤回申请`,
        cancelText: t`再想想`,
      },
      () => withdraw.mutateAsync(application.id),
      t`申请已撤回`,
    );

  const confirmDelete = (application: VenueApplication) =>
    confirm(
      confirmOptions({
        tone: 'danger',
        title: t`删除这份申请记录？`,
        content: t`删除后无法恢复。`,
        okText: t`删除`,
        cancelText: t`保留`,
      }),
      () => remove.mutateAsync(application.id),
      t`申请已删除`,
    );

  return (
    <ServiceTab
      title={t`办展申请`}
      description={t`审核结果将通过系统消息通知您。`}
      action={<DialogAction dialog="hostApplication">{t`申请办展`}</DialogAction>}
      useList={useApplications}
      empty={t`还没有提交过办展申请`}
    >
      {(application) => {
        const start = day(application.startTime);
        const end = day(application.endTime);
        const review = application.reviewNote ? written(application.reviewNote) : null;
        return (
          <article aria-label={t`${start} 至 ${end} 的办展申请`}>
            <RecordHead
              tone={TONES[application.status]}
              status={i18n._(STATUS_LABELS[application.status])}
              title={t`${start} 至 ${end}`}
            />
            <p className={tab.intro} lang={chineseLang(application.intro, language)}>
              {application.intro}
            </p>
            <RecordFacts
              facts={{
                [labels.hall]: application.hallName ? written(application.hallName) : t`由展览部统筹安排`,
                [labels.contact]: written(contactOf(application)),
                [labels.files]: <AttachedFiles files={application.files} />,
                [labels.submitted]: formatMinute(application.createdAt),
              }}
            />
            {review && (
              <p className={tab.note}>
                <Trans>审核意见：{review}</Trans>
              </p>
            )}
            {(application.canWithdraw || application.canDelete) && (
              <div className={tab.actions}>
                {application.canWithdraw && (
                  <Button onClick={() => confirmWithdraw(application)}>{t`撤回申请`}</Button>
                )}
                {application.canDelete && (
                  <Button danger onClick={() => confirmDelete(application)}>
                    {t`删除`}
                  </Button>
                )}
              </div>
            )}
          </article>
        );
      }}
    </ServiceTab>
  );
}
