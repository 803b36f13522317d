import { TeamOutlined } from '@ant-design/icons';
import {
  ENTRY_ADULT_AGE,
  type EntryGroup,
  EntryGroupMessages,
  type EntryRules,
  GROUP_MINORS_PER_ADULT,
  GROUP_NOTE_MAX_LENGTH,
  GROUP_ORG_NAME_MAX_LENGTH,
  IdType,
  Messages,
  normaliseIdDocument,
  userCenterPath,
} from '@museum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Result, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { phoneRules } from '@/shared/lib/form-rules';
import { useSession } from '@/shared/stores/session';
import type { DialogProps } from '@/shared/ui/dialog/types';
import { DocumentNumberField, DocumentTypeField } from '@/shared/ui/id-document/IdDocumentFields';
import { entryKeys, useApplyGroup, useEntryRules, useEntrySlots } from '../api';
import { DayPicker } from '../components/DayPicker';
import { DialogNotes, EntryDialogFrame, ResultHeading } from '../components/EntryDialogFrame';
import { MemberListField, type MemberListValues, readMembers } from '../components/MemberListField';
import styles from './GroupDialog.module.css';

interface Values extends MemberListValues {
  orgName?: string;
  leader: { name?: string; idType: IdType; idCard?: string; phone?: string };
  note?: string;
}

/** What the server answered: the group as recorded, and its message (what happens next). */
interface Application {
  group: EntryGroup;
  msg: string;
}

/** 团体预约须知: the group rules as the museum configures them (GET /client/entry/rules). */
function GroupNotes({ rules }: { rules: EntryRules }) {
  return (
    <DialogNotes id="group-notes-title" title="团体预约须知">
      <li>
        团体成员 {rules.groupMin}–{rules.groupMax} 人（不含领队）；领队随团入馆，计为 1 名成人。
      </li>
      <li>
        每 {GROUP_MINORS_PER_ADULT} 名未满 {ENTRY_ADULT_AGE} 周岁的成员须有 1 名成人带领（领队计入）。
      </li>
      <li>
        {`申请需经审核，每日团体名额 ${rules.groupCapacity} 人，审核通过即占用名额；请提前申请，结果将以系统消息通知。`}
      </li>
      <li>审核通过后发放一个团体入馆码：参观当日由领队出示，全体成员携带本人有效证件，一同核验入馆。</li>
      <li>行程有变请在参观日前取消，把名额留给其他团体。</li>
    </DialogNotes>
  );
}

/** 领队 and their own field names: a screen reader hears 领队姓名, the form shows 姓名 under the group's legend. */
function LeaderLabel({ children }: { children: ReactNode }) {
  return (
    <>
      <span className="visually-hidden">领队</span>
      {children}
    </>
  );
}

/** The leader: who applies and comes with the group, reached by phone about it. */
function LeaderFields() {
  const idType: IdType = Form.useWatch(['leader', 'idType']) ?? IdType.residentCard;
  return (
    <fieldset className={styles.leader}>
      <legend className={styles.legend}>
        领队<span className={styles.legendNote}>随团入馆，计为 1 名成人</span>
      </legend>
      <div className={styles.leaderGrid}>
        <Form.Item
          name={['leader', 'name']}
          label={<LeaderLabel>姓名</LeaderLabel>}
          rules={[{ required: true, whitespace: true, message: Messages.realNameRequired }]}
        >
          <Input placeholder="与证件一致" maxLength={30} autoComplete="name" />
        </Form.Item>
        <Form.Item name={['leader', 'phone']} label={<LeaderLabel>手机号</LeaderLabel>} rules={phoneRules}>
          <Input placeholder="11 位手机号" maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <DocumentTypeField name={['leader', 'idType']} label={<LeaderLabel>证件类型</LeaderLabel>} />
        <DocumentNumberField
          name={['leader', 'idCard']}
          type={idType}
          typeField={['leader', 'idType']}
          label={<LeaderLabel>证件号码</LeaderLabel>}
        />
      </div>
    </fieldset>
  );
}

/** The form's name, which is also its element's id: the submit button in the dialog's footer names it. */
const FORM_ID = 'entryGroupForm';

type ApplyAction = ReturnType<typeof useApplyGroup>;

function GroupForm({
  apply,
  onApplied,
}: {
  apply: ApplyAction;
  onApplied: (application: Application) => void;
}) {
  const [form] = Form.useForm<Values>();
  const phone = useSession((s) => s.userInfo?.username ?? undefined);
  const slots = useEntrySlots();
  const rules = useEntryRules();
  const client = useQueryClient();

  async function submit(values: Values) {
    const { leader } = values;
    try {
      const result = await apply.mutateAsync({
        applyTime: values.applyTime ?? '',
        orgName: (values.orgName ?? '').trim(),
        leader: {
          name: (leader.name ?? '').trim(),
          idType: leader.idType,
          idCard: normaliseIdDocument(leader.idType, leader.idCard ?? ''),
          phone: (leader.phone ?? '').trim(),
        },
        members: readMembers(values.members, values.applyTime).members,
        note: values.note,
      });
      onApplied({ group: result.data!, msg: result.msg });
    } catch {
      // The reason is already shown; a day may have closed meanwhile, so show the days as they are now.
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
      initialValues={{ leader: { idType: IdType.residentCard, phone } }}
      // Focus, not only scrolling: a screen reader then reads the field with its error (the list's is long).
      scrollToFirstError={{ focus: true }}
      className={styles.form}
    >
      <p className={styles.lead}>学校、单位等团体参观请在此申请。审核通过后，全团凭一个团体入馆码入馆。</p>
      <Form.Item
        name="applyTime"
        label="入馆日期"
        rules={[{ required: true, message: Messages.entryTimeRequired }]}
        className={styles.section}
      >
        {slots.isPending ? (
          <Skeleton.Input active block style={{ height: 84 }} />
        ) : (
          <DayPicker slots={slots.data ?? []} group />
        )}
      </Form.Item>

      <Form.Item
        name="orgName"
        label="单位名称"
        rules={[
          { required: true, whitespace: true, message: EntryGroupMessages.orgNameRequired },
          { max: GROUP_ORG_NAME_MAX_LENGTH, message: EntryGroupMessages.orgNameTooLong },
        ]}
        className={styles.orgName}
      >
        <Input
          placeholder="学校或单位全称"
          maxLength={GROUP_ORG_NAME_MAX_LENGTH}
          autoComplete="organization"
        />
      </Form.Item>

      <LeaderFields />

      <MemberListField rules={rules.data} />

      <Form.Item
        name="note"
        label="备注（选填）"
        rules={[{ max: GROUP_NOTE_MAX_LENGTH, message: EntryGroupMessages.noteTooLong }]}
      >
        <Input.TextArea
          rows={2}
          maxLength={GROUP_NOTE_MAX_LENGTH}
          showCount
          placeholder="如预计到馆时间、是否需要讲解、无障碍需求等"
        />
      </Form.Item>

      {rules.data && <GroupNotes rules={rules.data} />}
    </Form>
  );
}

/** Sent: what happens next. The dialog goes back to its top and the heading takes focus (it replaced the form). */
function Applied({ application }: { application: Application }) {
  const { group, msg } = application;
  return (
    <Result
      status="success"
      title={<ResultHeading>申请已提交</ResultHeading>}
      subTitle={
        <>
          <span className={styles.resultFacts}>
            {group.orgName} · {group.dayShortDesc} · 共 {group.people} 人（含领队）
          </span>
          {msg}
        </>
      }
      className={styles.result}
    />
  );
}

/**
 * Group booking (docs/PRODUCT.md "Groups"): a school or an organisation applies for one visit with its member
 * list; a reviewer decides, and the leader follows it in the personal centre. Opened signed in, as the header
 * and the personal centre open it.
 */
export default function GroupDialog({ onClose }: DialogProps) {
  const [application, setApplication] = useState<Application | null>(null);
  const apply = useApplyGroup();

  return (
    <EntryDialogFrame
      icon={<TeamOutlined />}
      title="团体预约"
      subtitle="学校、单位等团体 · 一团一码"
      width={800}
      formId={FORM_ID}
      submitText="提交申请"
      sending={apply.isPending}
      sent={application && { to: userCenterPath('groups'), text: '查看我的团体预约' }}
      onClose={onClose}
    >
      {application ? (
        <Applied application={application} />
      ) : (
        <GroupForm apply={apply} onApplied={setApplication} />
      )}
    </EntryDialogFrame>
  );
}
