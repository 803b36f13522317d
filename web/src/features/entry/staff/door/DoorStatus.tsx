import { CloudSyncOutlined, DisconnectOutlined, WarningOutlined } from '@ant-design/icons';
import { museumTime } from '../components/dates';
import styles from './DoorStatus.module.css';
import type { DoorState } from './useDoor';

/**
 * The desk's connection at a glance: online and when it last heard from the server, or offline (in words and an
 * icon, not colour alone) with the scans waiting to be sent. A change is announced politely.
 */
export function DoorStatus({ online, waiting, tickets, syncedAt, problem }: DoorState) {
  const waitingText = waiting > 0 ? `${waiting} 条扫码待上传` : '没有待上传的扫码';
  return (
    <section className={styles.status} data-online={online} aria-label="检票机状态">
      <p className={styles.state} role="status" aria-live="polite">
        {online ? <CloudSyncOutlined aria-hidden /> : <DisconnectOutlined aria-hidden />}
        <strong>{online ? '联网核验' : '离线核验'}</strong>
        <span>{online ? (waiting > 0 ? `正在上传 ${waiting} 条扫码` : '扫码即时上传') : waitingText}</span>
      </p>
      <p className={styles.detail}>
        {online
          ? `本机存有今日 ${tickets} 张票${syncedAt ? `，${museumTime(syncedAt.toISOString())} 已同步` : ''}`
          : `按本机存的今日 ${tickets} 张票核验，联网后自动上传`}
      </p>
      {problem && (
        <p className={styles.problem} role="alert">
          <WarningOutlined aria-hidden /> 上传未被接受：{problem}
        </p>
      )}
    </section>
  );
}
