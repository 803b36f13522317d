import {
  CheckCircleFilled,
  CloseCircleFilled,
  DisconnectOutlined,
  ExclamationCircleFilled,
  ScanOutlined,
} from '@ant-design/icons';
import { DOOR_DESK_MAX_LENGTH, ENTRY_CHANNEL_LABELS, EntryChannel, entryCheckinSchema } from '@museum/shared';
import { Button, Input, type InputRef } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnreachable } from '@/shared/api/request';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { entryStaffApi, useEntryMutation } from '../api';
import { CameraScanner } from '../components/CameraScanner';
import { type CheckinAnswer, groupCount, refusal, spoken } from '../components/checkin-answer';
import { museumTime } from '../components/dates';
import { beep, vibrate } from '../components/signals';
import { DoorStatus } from '../door/DoorStatus';
import { useDeskName } from '../door/desk-name';
import { installDoorApp } from '../door/install';
import { useDoor } from '../door/useDoor';
import styles from './CheckinScreen.module.css';

/**
 * A camera sees the same QR code many times a second, and a visitor may hold it up long after the answer: a code
 * is sent again only once it has been out of sight this long (the answer on screen stays the first one).
 */
const SAME_CODE_WINDOW_MS = 4000;

/**
 * 检票 (front desk, at the entrance on a tablet): type or scan a ticket code; the answer is shown large and
 * coloured, beeps, vibrates and is announced, and the input is ready for the next ticket. Without the network the
 * desk decides from the day's tickets it holds and sends its scans later (docs/PRODUCT.md "The door without a
 * network"); the screen is an installable app that opens offline.
 */
export default function CheckinScreen() {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [answer, setAnswer] = useState<CheckinAnswer>();
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<InputRef>(null);
  const busy = useRef(false);
  const lastSent = useRef<{ code: string; at: number }>({ code: '', at: 0 });
  const checkIn = useEntryMutation(entryStaffApi.checkIn);
  const door = useDoor();
  const { desk, typed: typedDesk, type: typeDesk } = useDeskName();

  useEffect(() => input.current?.focus(), []);
  useEffect(installDoorApp, []);

  const show = useCallback((next: CheckinAnswer) => {
    setAnswer(next);
    setAnnouncement(spoken(next));
    const tone = next.kind === 'valid' ? 'ok' : 'refused';
    beep(tone);
    vibrate(tone);
  }, []);

  /** The server decides while it answers; without the network, the desk does, from what it holds. */
  const decide = useCallback(
    async (code: string): Promise<CheckinAnswer> => {
      if (door.online) {
        try {
          const { data } = await checkIn.mutateAsync({ code, desk });
          if (data) void door.noteAdmitted(code, data.checkedInAt ?? new Date().toISOString());
          return data ? { kind: 'valid', code, booking: data } : refusal(code, undefined);
        } catch (error) {
          if (!isUnreachable(error)) return refusal(code, error);
        }
      }
      const verdict = await door.admitOffline(code, desk);
      return verdict.kind === 'admit'
        ? { kind: 'valid', code, booking: verdict.ticket, offline: true }
        : { kind: 'refused', code, message: verdict.message, level: verdict.level };
    },
    [checkIn.mutateAsync, desk, door.online, door.noteAdmitted, door.admitOffline],
  );

  const submit = useCallback(
    async (raw: string, source: 'typed' | 'camera') => {
      const parsed = entryCheckinSchema.safeParse({ code: raw });
      if (!parsed.success) {
        // A QR code of something else (a web address, a payment code) is not worth a refusal on screen.
        if (source === 'typed') setFieldError(parsed.error.issues[0]?.message);
        return;
      }
      const { code } = parsed.data;
      const now = Date.now();
      // One ticket at a time, and a code kept in front of the camera is sent once.
      if (busy.current) return;
      if (
        source === 'camera' &&
        lastSent.current.code === code &&
        now - lastSent.current.at < SAME_CODE_WINDOW_MS
      ) {
        lastSent.current.at = now;
        return;
      }
      busy.current = true;
      lastSent.current = { code, at: now };
      setFieldError(undefined);
      try {
        show(await decide(code));
      } catch (error) {
        show(refusal(code, error));
      } finally {
        busy.current = false;
        lastSent.current = { code, at: Date.now() };
        setValue('');
        input.current?.focus();
      }
    },
    [decide, show],
  );

  const onScan = useCallback((text: string) => void submit(text, 'camera'), [submit]);

  return (
    <ConsolePage
      title="检票"
      description="输入票号或用摄像头扫描入馆二维码；核验成功即记为已入馆。断网时照常核验，联网后自动上传。"
    >
      <DoorStatus {...door} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <form
            className={styles.form}
            aria-label="输入票号检票"
            onSubmit={(event) => {
              event.preventDefault();
              void submit(value, 'typed');
            }}
          >
            <label htmlFor="checkin-code" className={styles.label}>
              票号
            </label>
            <div className={styles.row}>
              <Input
                id="checkin-code"
                ref={input}
                size="large"
                className={styles.code}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value.toUpperCase());
                  setFieldError(undefined);
                }}
                placeholder="输入或扫描票号"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                status={fieldError ? 'error' : undefined}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? 'checkin-code-error' : undefined}
              />
              <Button
                type="primary"
                htmlType="submit"
                size="large"
                className={styles.submit}
                icon={<ScanOutlined aria-hidden />}
                loading={checkIn.isPending}
              >
                核验
              </Button>
            </div>
            {fieldError && (
              <p id="checkin-code-error" className={styles.fieldError} role="alert">
                {fieldError}
              </p>
            )}
          </form>
          <AnswerPanel answer={answer} />
        </div>
        <aside className={styles.side} aria-label="摄像头扫码">
          <CameraScanner onCode={onScan} />
          <div className={styles.desk}>
            <label htmlFor="checkin-desk">本机检票口</label>
            <Input
              id="checkin-desk"
              value={typedDesk}
              onChange={(event) => typeDesk(event.target.value)}
              maxLength={DOOR_DESK_MAX_LENGTH}
              autoComplete="off"
              aria-describedby="checkin-desk-help"
            />
            <p id="checkin-desk-help">同一张票在两个检票口入馆时，“重复入馆”列表按这个名称标出检票口。</p>
          </div>
        </aside>
      </div>
      <div
        className={styles.live}
        role="status"
        aria-label="核验播报"
        aria-live="assertive"
        aria-atomic="true"
      >
        {announcement}
      </div>
    </ConsolePage>
  );
}

/** The verdict, large enough to read at arm's length; its word and icon say it without the colour. */
function AnswerPanel({ answer }: { answer: CheckinAnswer | undefined }) {
  if (!answer) {
    return (
      <section className={styles.answer} data-kind="idle" aria-label="核验结果">
        <p className={styles.idle}>等待检票：输入票号后按回车，或开启摄像头扫码</p>
      </section>
    );
  }
  if (answer.kind === 'refused') {
    const Icon = answer.level === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
    return (
      <section className={styles.answer} data-kind={answer.level} aria-label="核验结果">
        <p className={styles.verdict}>
          <Icon aria-hidden /> 不能入馆
        </p>
        <p className={styles.reason}>{answer.message}</p>
        <p className={styles.ticket}>票号 {answer.code}</p>
      </section>
    );
  }
  const { booking } = answer;
  const group = booking.channel === EntryChannel.group;
  return (
    <section className={styles.answer} data-kind="valid" aria-label="核验结果">
      <p className={styles.verdict}>
        <CheckCircleFilled aria-hidden /> 可以入馆
        {group && <span className={styles.groupTag}>{ENTRY_CHANNEL_LABELS.group}</span>}
        {answer.offline && (
          <span className={styles.offlineTag}>
            <DisconnectOutlined aria-hidden /> 离线核验
          </span>
        )}
      </p>
      {group && <p className={styles.groupNote}>{groupCount(booking.people)}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>人数</dt>
          <dd className={styles.people}>{booking.people} 人</dd>
        </div>
        <div>
          <dt>参观日期</dt>
          <dd>{booking.dayShortDesc ?? '今天'}</dd>
        </div>
        <div className={styles.wide}>
          {/* A group's ticket names its leader first, then every member: the leader is whom the desk talks to. */}
          <dt>{group ? '领队' : '参观人'}</dt>
          <dd>{group ? booking.names[0] : booking.names.join('、')}</dd>
        </div>
      </dl>
      <p className={styles.ticket}>
        票号 {answer.code}
        {booking.checkedInAt && ` · ${museumTime(booking.checkedInAt)} 核验`}
        {answer.offline && ' · 联网后自动上传'}
      </p>
    </section>
  );
}
