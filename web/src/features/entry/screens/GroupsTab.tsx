import { QrcodeOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { type EntryGroup, EntryGroupMessages, GroupStatus } from '@museum/shared';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useLanguage } from '@/shared/i18n';
import { confirmOptions } from '@/shared/lib/feedback';
import { formatMinute, groupCode } from '@/shared/lib/format';
import { inPageLanguage } from '@/shared/lib/shared-english';
import {
  DialogAction,
  RecordFacts,
  RecordHead,
  ServiceTab,
  type Tone,
  useConfirmedAction,
} from '@/shared/ui/center-tab/ServiceTab';
import tab from '@/shared/ui/center-tab/ServiceTab.module.css';
import { DialogTitle } from '@/shared/ui/dialog-title/DialogTitle';
import { useCancelGroup, useGroups } from '../api';
import { GroupTicketCard } from '../components/TicketCard';
import { GROUP_STATUS_TEXT, visitDay } from '../labels';
import styles from './GroupsTab.module.css';

const TONES: Record<GroupStatus, Tone> = {
  pending: 'waiting',
  approved: 'good',
  rejected: 'refused',
  cancelled: 'ended',
  checkedIn: 'done',
  noShow: 'refused',
};

/** The group's ticket, once approved and not yet used or cancelled. */
const ticketOf = (group: EntryGroup) =>
  group.status === GroupStatus.approved && group.ticketCode ? { group, code: group.ticketCode } : null;

/** My group bookings: the review's outcome, the group's one ticket once approved, and cancellation before the day. */
export default function GroupsTab() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [ticket, setTicket] = useState<{ group: EntryGroup; code: string } | null>(null);
  const cancel = useCancelGroup();
  const confirm = useConfirmedAction();

  const labels = {
    day: t`参观日期`,
    hours: t`入馆时间`,
    people: t`人数`,
    leader: t`领队`,
    code: t`票号`,
    note: t`备注`,
    sent: t`提交时间`,
  };

  const confirmCancel = (group: EntryGroup) => {
    const { orgName, people } = group;
    const day = visitDay(group.applyTime, group.dayShortDesc, language);
    return confirm(
      confirmOptions({
        tone: 'danger',
        title: t`取消这次团体预约？`,
        content:
          group.status === GroupStatus.approved
            ? t`${orgName}，${day}，共 ${people} 人。取消后团体入馆码作废，名额将释放给其他团体。`
            : t`${orgName}，${day}，共 ${people} 人。取消后将不再审核这份申请。`,
        okText: t`取消预约`,
        cancelText: t`再想想`,
      }),
      () => cancel.mutateAsync(group.id),
      inPageLanguage(EntryGroupMessages.cancelled, language),
    );
  };

  return (
    <>
      <Modal
        open={ticket !== null}
        title={
          <DialogTitle icon={<QrcodeOutlined />}>
            <Trans>团体入馆码</Trans>
          </DialogTitle>
        }
        footer={null}
        onCancel={() => setTicket(null)}
        width={520}
        centered
        destroyOnHidden
      >
        {ticket && <GroupTicketCard group={ticket.group} code={ticket.code} />}
      </Modal>
      <ServiceTab
        title={t`团体预约`}
        description={t`学校、单位等团体参观：提交成员名单，审核通过后全团凭一个团体入馆码入馆。审核结果将通过系统消息通知您。`}
        action={
          <DialogAction dialog="group">
            <Trans>申请团体预约</Trans>
          </DialogAction>
        }
        useList={useGroups}
        empty={t`还没有团体预约`}
      >
        {(group) => {
          const approved = ticketOf(group);
          const { orgName, people, minors, reviewNote } = group;
          const day = visitDay(group.applyTime, group.dayShortDesc, language);
          return (
            <article aria-label={t`${orgName}${day}的团体预约`} className={styles.group}>
              <RecordHead
                tone={TONES[group.status]}
                status={i18n._(GROUP_STATUS_TEXT[group.status])}
                title={orgName}
              />
              <RecordFacts
                facts={{
                  [labels.day]: day,
                  [labels.hours]: group.entryHours,
                  [labels.people]:
                    minors > 0
                      ? t`${people} 人（含领队 1 人，未成年人 ${minors} 人）`
                      : t`${people} 人（含领队 1 人）`,
                  [labels.leader]: `${group.leaderName} ${group.phone}`,
                  [labels.code]: group.ticketCode && (
                    <span className={styles.code}>{groupCode(group.ticketCode)}</span>
                  ),
                  [labels.note]: group.note,
                  [labels.sent]: formatMinute(group.createdAt),
                }}
              />
              {reviewNote && (
                <p className={tab.note}>
                  <Trans>审核意见：{reviewNote}</Trans>
                </p>
              )}
              {(approved || group.cancellable) && (
                <div className={tab.actions}>
                  {approved && (
                    <Button icon={<QrcodeOutlined />} onClick={() => setTicket(approved)}>
                      <Trans>团体入馆码</Trans>
                    </Button>
                  )}
                  {group.cancellable && (
                    <Button danger onClick={() => confirmCancel(group)}>
                      <Trans>取消预约</Trans>
                    </Button>
                  )}
                </div>
              )}
            </article>
          );
        }}
      </ServiceTab>
    </>
  );
}
