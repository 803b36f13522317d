import { QrcodeOutlined } from '@ant-design/icons';
import { type EntryGroup, EntryGroupMessages, GROUP_STATUS_LABELS, GroupStatus } from '@museum/shared';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { confirmOptions } from '@/shared/lib/feedback';
import { formatMinute, groupCode } from '@/shared/lib/format';
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
  const [ticket, setTicket] = useState<{ group: EntryGroup; code: string } | null>(null);
  const cancel = useCancelGroup();
  const confirm = useConfirmedAction();

  const confirmCancel = (group: EntryGroup) =>
    confirm(
      confirmOptions({
        tone: 'danger',
        title: '取消这次团体预约？',
        content: `${group.orgName}，${group.dayShortDesc}，共 ${group.people} 人。${
          group.status === GroupStatus.approved
            ? '取消后团体入馆码作废，名额将释放给其他团体。'
            : '取消后将不再审核这份申请。'
        }`,
        okText: '取消预约',
        cancelText: '再想想',
      }),
      () => cancel.mutateAsync(group.id),
      EntryGroupMessages.cancelled,
    );

  return (
    <>
      <Modal
        open={ticket !== null}
        title={<DialogTitle icon={<QrcodeOutlined />}>团体入馆码</DialogTitle>}
        footer={null}
        onCancel={() => setTicket(null)}
        width={520}
        centered
        destroyOnHidden
      >
        {ticket && <GroupTicketCard group={ticket.group} code={ticket.code} />}
      </Modal>
      <ServiceTab
        title="团体预约"
        description="学校、单位等团体参观：提交成员名单，审核通过后全团凭一个团体入馆码入馆。审核结果将通过系统消息通知您。"
        action={<DialogAction dialog="group">申请团体预约</DialogAction>}
        useList={useGroups}
        empty="还没有团体预约"
      >
        {(group) => {
          const approved = ticketOf(group);
          return (
            <article aria-label={`${group.orgName}${group.dayShortDesc}的团体预约`}>
              <RecordHead
                tone={TONES[group.status]}
                status={GROUP_STATUS_LABELS[group.status]}
                title={group.orgName}
              />
              <RecordFacts
                facts={{
                  参观日期: group.dayShortDesc,
                  入馆时间: group.entryHours,
                  人数: `${group.people} 人（含领队 1 人${group.minors > 0 ? `，未成年人 ${group.minors} 人` : ''}）`,
                  领队: `${group.leaderName} ${group.phone}`,
                  票号: group.ticketCode && (
                    <span className={styles.code}>{groupCode(group.ticketCode)}</span>
                  ),
                  备注: group.note,
                  提交时间: formatMinute(group.createdAt),
                }}
              />
              {group.reviewNote && <p className={tab.note}>审核意见：{group.reviewNote}</p>}
              {(approved || group.cancellable) && (
                <div className={tab.actions}>
                  {approved && (
                    <Button icon={<QrcodeOutlined />} onClick={() => setTicket(approved)}>
                      团体入馆码
                    </Button>
                  )}
                  {group.cancellable && (
                    <Button danger onClick={() => confirmCancel(group)}>
                      取消预约
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
