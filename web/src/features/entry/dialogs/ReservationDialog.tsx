import { DeleteOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  AGE_MAX,
  AGE_MIN,
  checkAge,
  checkVisitorAges,
  ENTRY_MAX_VISITORS,
  type EntryBooking,
  entryRuleNotes,
  IdType,
  Messages,
  normaliseIdDocument,
  SEX_LABELS,
  Sex,
  userCenterPath,
} from '@museum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Radio, Result, Skeleton, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { phoneRules } from '@/shared/lib/form-rules';
import { useDialogs } from '@/shared/stores/dialogs';
import { useSession } from '@/shared/stores/session';
import { resultHeadingClass, scrollingDialog, useRevealResult } from '@/shared/ui/dialog/scrolling-dialog';
import type { DialogProps } from '@/shared/ui/dialog/types';
import { DialogTitle } from '@/shared/ui/dialog-title/DialogTitle';
import { DocumentNumberField, DocumentTypeField } from '@/shared/ui/id-document/IdDocumentFields';
import { entryKeys, useBook, useEntryRules, useEntrySlots } from '../api';
import { DayPicker } from '../components/DayPicker';
import { TicketCard } from '../components/TicketCard';
import styles from './ReservationDialog.module.css';

/** The spec's three values, "unknown" included for a visitor who would rather not say. */
const SEX_CHOICES = [Sex.male, Sex.female, Sex.unknown].map((value) => ({ label: SEX_LABELS[value], value }));

interface VisitorValues {
  name?: string;
  sex?: number;
  age?: number | null;
  idType?: IdType;
  idCard?: string;
}

interface Values {
  applyTime?: string;
  users: VisitorValues[];
  phone?: string;
}

/** A new visitor's row starts with the resident ID card, the document most visitors carry. */
const NEW_VISITOR: VisitorValues = { idType: IdType.residentCard };

/** The booking's ages together: an adult, and at most three children under 14 for each (shared rule). */
const agesRule = {
  validator: async (_rule: unknown, visitors: VisitorValues[] | undefined) => {
    const ages = (visitors ?? []).map((visitor) => visitor?.age);
    if (ages.some((age) => typeof age !== 'number')) return;
    const problem = checkVisitorAges(ages as number[]);
    if (problem) throw new Error(problem);
  },
};

const ageRule = {
  validator: async (_rule: unknown, value: number | null | undefined) => {
    const problem = checkAge(value ?? undefined);
    if (problem) throw new Error(problem);
  },
};

/** Shows 姓名 in the row; a screen reader hears 参观人2姓名. */
function VisitorLabel({ index, text }: { index: number; text: string }) {
  return (
    <>
      <span className="visually-hidden">参观人{index + 1}</span>
      {text}
    </>
  );
}

/** 预约须知: the museum's rules as configured (GET /client/entry/rules). */
function BookingNotes() {
  const rules = useEntryRules();
  if (!rules.data) return null;
  return (
    <section className={styles.notes} aria-labelledby="entry-notes-title">
      <h3 id="entry-notes-title" className={styles.notesTitle}>
        预约须知
      </h3>
      <ul>
        {entryRuleNotes(rules.data).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

/** A visitor's own document: its type, and its number checked by that type's rule. */
function VisitorDocument({ index, name }: { index: number; name: number }) {
  const idType: IdType = Form.useWatch(['users', name, 'idType']) ?? IdType.residentCard;
  return (
    <>
      <DocumentTypeField
        name={[name, 'idType']}
        label={<VisitorLabel index={index} text="证件类型" />}
        className={styles.idTypeField}
      />
      <DocumentNumberField
        name={[name, 'idCard']}
        type={idType}
        typeField={['users', name, 'idType']}
        label={<VisitorLabel index={index} text="证件号码" />}
        className={styles.idCardField}
      />
    </>
  );
}

/** The form's name, which is also its element's id: the submit button in the dialog's footer names it. */
const FORM_ID = 'entryBookingForm';

type BookAction = ReturnType<typeof useBook>;

function BookingForm({ book, onBooked }: { book: BookAction; onBooked: (booking: EntryBooking) => void }) {
  const [form] = Form.useForm<Values>();
  const phone = useSession((s) => s.userInfo?.username ?? undefined);
  const slots = useEntrySlots();
  const client = useQueryClient();

  async function submit(values: Values) {
    try {
      const result = await book.mutateAsync({
        applyTime: values.applyTime ?? '',
        users: values.users.map((user) => {
          const idType = user.idType ?? IdType.residentCard;
          return {
            name: (user.name ?? '').trim(),
            sex: user.sex as number,
            age: user.age as number,
            idType,
            idCard: normaliseIdDocument(idType, user.idCard ?? ''),
          };
        }),
        phone: (values.phone ?? '').trim(),
      });
      onBooked(result.data!);
    } catch {
      // The reason is already shown; a day may have filled meanwhile, so show the places as they are now.
      void client.invalidateQueries({ queryKey: entryKeys.slots() });
    }
  }

  return (
    <Form<Values>
      name={FORM_ID}
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ users: [NEW_VISITOR], phone }}
      scrollToFirstError
      className={styles.form}
    >
      <Form.Item
        name="applyTime"
        label="入馆日期"
        rules={[{ required: true, message: Messages.entryTimeRequired }]}
        className={styles.section}
      >
        {slots.isPending ? (
          <Skeleton.Input active block style={{ height: 84 }} />
        ) : (
          <DayPicker slots={slots.data ?? []} />
        )}
      </Form.Item>

      <Form.List name="users" rules={[agesRule]}>
        {(fields, { add, remove }, { errors }) => (
          <fieldset className={styles.visitors}>
            <legend className={styles.legend}>
              参观人
              <span className={styles.legendNote}>
                {fields.length}/{ENTRY_MAX_VISITORS} 人 · 请填写每位参观人本人的证件，姓名与证件一致
              </span>
            </legend>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.visitor}>
                <span className={styles.visitorIndex} aria-hidden>
                  {index + 1}
                </span>
                <Form.Item
                  name={[field.name, 'name']}
                  label={<VisitorLabel index={index} text="姓名" />}
                  rules={[{ required: true, whitespace: true, message: Messages.realNameRequired }]}
                  className={styles.nameField}
                >
                  <Input placeholder="真实姓名" maxLength={30} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'sex']}
                  label={<VisitorLabel index={index} text="性别" />}
                  rules={[{ required: true, message: Messages.sexRequired }]}
                  className={styles.sexField}
                >
                  <Radio.Group optionType="button" options={SEX_CHOICES} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'age']}
                  label={<VisitorLabel index={index} text="年龄" />}
                  rules={[ageRule]}
                  className={styles.ageField}
                >
                  <InputNumber min={AGE_MIN} max={AGE_MAX} precision={0} placeholder="1~100" suffix="岁" />
                </Form.Item>
                <VisitorDocument index={index} name={field.name} />
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                  aria-label={`删除参观人${index + 1}`}
                  className={styles.removeVisitor}
                />
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add(NEW_VISITOR)}
              disabled={fields.length >= ENTRY_MAX_VISITORS}
              block
            >
              {fields.length >= ENTRY_MAX_VISITORS ? `每次最多预约${ENTRY_MAX_VISITORS}人` : '添加参观人'}
            </Button>
          </fieldset>
        )}
      </Form.List>

      <Form.Item name="phone" label="联系电话" rules={phoneRules} className={styles.phone}>
        <Input placeholder="用于接收预约信息" maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>

      <BookingNotes />
    </Form>
  );
}

/** The ticket once booked: the dialog goes back to its top and the heading takes focus (it replaced the form). */
function Booked({ booking }: { booking: EntryBooking }) {
  const heading = useRevealResult<HTMLHeadingElement>();
  return (
    <div className={styles.result}>
      <Result
        status="success"
        title={
          <h3 ref={heading} tabIndex={-1} className={`${styles.resultTitle} ${resultHeadingClass}`}>
            预约成功
          </h3>
        }
        subTitle={`${booking.dayShortDesc}，共 ${booking.users.length} 人。入馆码也可在「个人中心 · 入馆预约」查看。`}
        className={styles.resultHead}
      />
      <TicketCard booking={booking} />
    </div>
  );
}

/**
 * Entry reservation (docs/spec §2, §4 and §5): an unverified visitor is sent to real-name verification first,
 * which then offers to come back here.
 */
export default function ReservationDialog({ onClose }: DialogProps) {
  const userInfo = useSession((s) => s.userInfo);
  const fetchUserInfo = useSession((s) => s.fetchUserInfo);
  const show = useDialogs((s) => s.show);
  const [booking, setBooking] = useState<EntryBooking | null>(null);
  const book = useBook();
  const needsRealName = userInfo !== null && !userInfo.realNameVerified;

  useEffect(() => {
    if (!userInfo) void fetchUserInfo().catch(() => undefined);
  }, [userInfo, fetchUserInfo]);
  useEffect(() => {
    if (needsRealName) show('realName', 'reservation');
  }, [needsRealName, show]);

  return (
    <Modal
      open={!needsRealName}
      title={
        <DialogTitle icon={<SafetyCertificateOutlined />} subtitle="实名预约 · 免费参观">
          入馆预约
        </DialogTitle>
      }
      width={760}
      footer={
        booking ? (
          <>
            <Link to={userCenterPath('bookings')} onClick={onClose}>
              查看我的预约
            </Link>
            <Button type="primary" size="large" onClick={onClose}>
              完成
            </Button>
          </>
        ) : userInfo ? (
          <>
            <Button size="large" onClick={onClose}>
              取消
            </Button>
            <Button type="primary" htmlType="submit" form={FORM_ID} size="large" loading={book.isPending}>
              提交预约
            </Button>
          </>
        ) : null
      }
      onCancel={onClose}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      classNames={scrollingDialog}
    >
      {booking ? (
        <Booked booking={booking} />
      ) : userInfo ? (
        <BookingForm book={book} onBooked={setBooking} />
      ) : (
        <div className={styles.loading}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}
