import {
  DEFAULT_PAGE_SIZE,
  ENTRY_BAN_REASON_MAX_LENGTH,
  type EntryBan,
  EntryStaffMessages,
} from '@museum/shared';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { PagedTable } from '@/shared/ui/console-page/PagedTable';
import { ReasonDialog } from '@/shared/ui/console-page/ReasonDialog';
import { entryStaffApi, useEntryBans, useEntryMutation } from '../api';

/** Lifting one bar asks why, for the audit log (an illness, a museum's mistake, a visitor's call). */
function LiftDialog({ ban, onClose }: { ban: EntryBan | null; onClose: () => void }) {
  const lift = useEntryMutation(entryStaffApi.liftBan);
  return (
    <ReasonDialog
      open={ban !== null}
      name="liftBan"
      title={ban ? `解除 ${ban.holder} 的禁约` : '解除禁约'}
      okText="解除禁约"
      reason={{
        label: '解除原因',
        extra: '记入操作日志，例如：观众来电说明因病未能到馆。',
        max: ENTRY_BAN_REASON_MAX_LENGTH,
        tooLong: EntryStaffMessages.banReasonTooLong,
        required: EntryStaffMessages.banReasonRequired,
      }}
      send={(reason) => lift.mutateAsync({ id: ban!.id, reason })}
      onClose={onClose}
    >
      {ban && (
        <p>
          {ban.document}，爽约 {ban.noShows} 次，禁约至 {ban.barredUntil}
          。解除后此前的爽约不再计入，该证件可立即预约。
        </p>
      )}
    </ReasonDialog>
  );
}

/**
 * 爽约禁约 (admin): the documents barred for their no-shows (docs/PRODUCT.md "No-shows"), holders masked, and the
 * lifting of a bar with its reason, audited.
 */
export default function BansScreen() {
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [lifting, setLifting] = useState<EntryBan | null>(null);
  const bans = useEntryBans(page.pageNum, page.pageSize);

  const columns: TableColumnsType<EntryBan> = [
    { title: '持证人', dataIndex: 'holder', width: 110 },
    { title: '证件', dataIndex: 'document' },
    { title: '爽约次数', dataIndex: 'noShows', width: 100, align: 'right' },
    { title: '最近爽约', dataIndex: 'lastNoShow', width: 130 },
    { title: '禁约至', dataIndex: 'barredUntil', width: 130 },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_: unknown, ban) => (
        <Button
          type="link"
          onClick={() => setLifting(ban)}
          aria-label={`解除禁约：${ban.holder}（${ban.document}）`}
        >
          解除禁约
        </Button>
      ),
    },
  ];

  return (
    <ConsolePage
      title="爽约禁约"
      description="预约后未到馆或参观当日取消计为爽约；多次爽约的证件在禁约期内不能预约。姓名和证件号已脱敏显示。"
    >
      <PagedTable<EntryBan>
        rows={bans}
        what="禁约列表"
        columns={columns}
        scroll={{ x: 760 }}
        emptyText="目前没有被禁约的证件"
        totalText={(total) => `共 ${total} 个证件在禁约期内`}
        paging={page}
        onPage={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <LiftDialog ban={lifting} onClose={() => setLifting(null)} />
    </ConsolePage>
  );
}
