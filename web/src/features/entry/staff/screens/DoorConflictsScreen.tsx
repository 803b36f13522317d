import { DOOR_OUTCOME_LABELS, type DoorConflict } from '@museum/shared';
import { Form, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { ToneTag } from '@/shared/ui/console-page/ToneTag';
import { useDoorConflicts } from '../api';
import { DayPicker } from '../components/DayPicker';
import { museumTimeSeconds, museumToday } from '../components/dates';
import styles from './DoorConflictsScreen.module.css';

/** Each scan that let the ticket in: where, when, and whether it is the check-in kept (the earliest). */
function ScanList({ scans }: Pick<DoorConflict, 'scans'>) {
  return (
    <ol className={styles.scans}>
      {scans.map((scan) => (
        <li key={`${scan.desk}-${scan.scannedAt}`}>
          <span className={styles.time}>{museumTimeSeconds(scan.scannedAt)}</span>
          <span className={styles.desk}>{scan.desk}</span>
          <ToneTag tone={scan.kept ? 'positive' : 'negative'}>
            {scan.kept ? '计为入馆' : DOOR_OUTCOME_LABELS.conflict}
          </ToneTag>
        </li>
      ))}
    </ol>
  );
}

/**
 * 重复入馆 (front desk): tickets let in at two desks while one of them had no network (docs/PRODUCT.md "The door
 * without a network"). The earliest scan is the check-in; the later ones are listed with their desk and time, so
 * that the desks can be asked who came in.
 */
export default function DoorConflictsScreen() {
  const [date, setDate] = useState(museumToday);
  const conflicts = useDoorConflicts(date);

  const columns: TableColumnsType<DoorConflict> = [
    { title: '票号', dataIndex: 'code', width: 150, className: styles.code },
    { title: '人数', dataIndex: 'people', width: 80, align: 'right' },
    { title: '参观人', key: 'names', render: (_: unknown, row) => row.names.join('、') },
    {
      title: '入馆扫码（按时间）',
      key: 'scans',
      render: (_: unknown, row) => <ScanList scans={row.scans} />,
    },
  ];

  return (
    <ConsolePage
      title="重复入馆"
      description="检票口离线时，同一张票可能在两个检票口各入馆一次。最早的一次扫码记为入馆，之后的列为重复入馆。票号和姓名已脱敏显示。"
    >
      <search aria-label="选择日期">
        <Form layout="inline" className={styles.filters}>
          <Form.Item label="日期" htmlFor="conflicts-date">
            <DayPicker id="conflicts-date" day={date} onChange={setDate} />
          </Form.Item>
        </Form>
      </search>
      <Table<DoorConflict>
        rowKey="code"
        columns={columns}
        dataSource={conflicts.data ?? []}
        loading={conflicts.isFetching}
        pagination={false}
        locale={{ emptyText: `${date} 没有重复入馆` }}
        scroll={{ x: 720 }}
      />
    </ConsolePage>
  );
}
