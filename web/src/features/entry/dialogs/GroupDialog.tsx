import { TeamOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
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
  REAL_NAME_MAX_LENGTH,
  userCenterPath,
} from '@museum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Result, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLanguage } from '@/shared/i18n';
import { phoneRules, ruleWith } from '@/shared/lib/form-rules';
import { useSession } from '@/shared/stores/session';
import type { DialogProps } from '@/shared/ui/dialog/types';
import { DocumentNumberField, DocumentTypeField } from '@/shared/ui/id-document/IdDocumentFields';
import { entryKeys, useApplyGroup, useEntryRules, useEntrySlots } from '../api';
import { DayPicker } from '../components/DayPicker';
import { DialogNotes, EntryDialogFrame, ResultHeading } from '../components/EntryDialogFrame';
import { MemberListField, type MemberListValues, readMembers } from '../components/MemberListField';
import { visitDay } from '../labels';
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

const dayRules = [ruleWith({ required: true }, Messages.entryTimeRequired)];
const leaderNameRules = [ruleWith({ required: true, whitespace: true }, Messages.realNameRequired)];
const orgNameRules = [
  ruleWith({ required: true, whitespace: true }, EntryGroupMessages.orgNameRequired),
  ruleWith({ max: GROUP_ORG_NAME_MAX_LENGTH }, EntryGroupMessages.orgNameTooLong),
];
const noteRules = [ruleWith({ max: GROUP_NOTE_MAX_LENGTH }, EntryGroupMessages.noteTooLong)];

/** 团体预约须知: the group rules as the museum configures them (GET /client/entry/rules). */
function GroupNotes({ rules }: { rules: EntryRules }) {
  const { t } = useLingui();
  const { groupMin, groupMax, groupCapacity } = rules;
  const minorsPerAdult = GROUP_MINORS_PER_ADULT;
  const adultAge = ENTRY_ADULT_AGE;
  return (
    <DialogNotes id="group-notes-title" title={t`团体预约须知`}>
      <li>
        <Trans>
          团体成员 {groupMin}–{groupMax} 人（不含领队）；领队随团入馆，计为 1 名成人。
        </Trans>
      </li>
      <li>
        <Trans>
          每 {minorsPerAdult} 名未满 {adultAge} 周岁的成员须有 1 名成人带领（领队计入）。
        </Trans>
      </li>
      <li>
        <Trans>
          申请需经审核，每日团体名额 {groupCapacity}{' '}
          人，审核通过即占用名额；请提前申请，结果将以系统消息通知。
        </Trans>
      </li>
      <li>
        <Trans>
          审核通过后发放一个团体入馆码：参观当日由领队出示，全体成员携带本人有效证件，一同核验入馆。
        </Trans>
      </li>
      <li>
        <Trans>行程有变请在参观日前取消，把名额留给其他团体。</Trans>
      </li>
    </DialogNotes>
  );
}

/** 领队 and their own field names: a screen reader hears 领队姓名, the form shows 姓名 under the group's legend. */
function LeaderLabel({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <span className="visually-hidden">
        {t({ message: '领队', context: 'heard before a leader’s field: 领队姓名, the leader’s name' })}
      </span>
      {children}
    </>
  );
}

/** The leader: who applies and comes with the group, reached by phone about it. */
function LeaderFields() {
  const { t } = useLingui();
  const idType: IdType = Form.useWatch(['leader', 'idType']) ?? IdType.residentCard;
  return (
    <fieldset className={styles.leader}>
      <legend className={styles.legend}>
        <Trans>领队</Trans>
        <span className={styles.legendNote}>
          <Trans>随团入馆，计为 1 名成人</Trans>
        </span>
      </legend>
      <div className={styles.leaderGrid}>
        <Form.Item
          name={['leader', 'name']}
          label={<LeaderLabel>{t`姓名`}</LeaderLabel>}
          rules={leaderNameRules}
        >
          <Input placeholder={t`与证件一致`} maxLength={REAL_NAME_MAX_LENGTH} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name={['leader', 'phone']}
          label={<LeaderLabel>{t`手机号`}</LeaderLabel>}
          rules={phoneRules}
        >
          <Input placeholder={t`11 位手机号`} maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <DocumentTypeField name={['leader', 'idType']} label={<LeaderLabel>{t`证件类型`}</LeaderLabel>} />
        <DocumentNumberField
          name={['leader', 'idCard']}
          type={idType}
          typeField={['leader', 'idType']}
          label={<LeaderLabel>{t`证件号码`}</LeaderLabel>}
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
  const { t } = useLingui();
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
      <p className={styles.lead}>
        <Trans>学校、单位等团体参观请在此申请。审核通过后，全团凭一个团体入馆码入馆。</Trans>
      </p>
      <Form.Item name="applyTime" label={t`入馆日期`} rules={dayRules} className={styles.section}>
        {slots.isPending ? (
          <Skeleton.Input active block style={{ height: 84 }} />
        ) : (
          <DayPicker slots={slots.data ?? []} group />
        )}
      </Form.Item>

      <Form.Item name="orgName" label={t`单位名称`} rules={orgNameRules} className={styles.orgName}>
        <Input
          placeholder={t`学校或单位全称`}
          maxLength={GROUP_ORG_NAME_MAX_LENGTH}
          autoComplete="organization"
        />
      </Form.Item>

      <LeaderFields />

      <MemberListField rules={rules.data} />

      <Form.Item name="note" label={t`备注（选填）`} rules={noteRules}>
        <Input.TextArea
          rows={2}
          maxLength={GROUP_NOTE_MAX_LENGTH}
          showCount
          placeholder={t`如预计到馆时间、是否需要讲解、无障碍需求等`}
        />
      </Form.Item>

      {rules.data && <GroupNotes rules={rules.data} />}
    </Form>
  );
}

/** Sent: what happens next. The dialog goes back to its top and the heading takes focus (it replaced the form). */
function Applied({ application }: { application: Application }) {
  const { group, msg } = application;
  const { orgName, people } = group;
  const day = visitDay(group.applyTime, group.dayShortDesc, useLanguage());
  return (
    <Result
      status="success"
      title={
        <ResultHeading>
          <Trans>申请已提交</Trans>
        </ResultHeading>
      }
      subTitle={
        <>
          <span className={styles.resultFacts}>
            <Trans>
              {orgName} · {day} · 共 {people} 人（含领队）
            </Trans>
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
  const { t } = useLingui();
  const [application, setApplication] = useState<Application | null>(null);
  const apply = useApplyGroup();

  return (
    <EntryDialogFrame
      icon={<TeamOutlined />}
      title={t({ message: '团体预约', context: 'the group booking dialog’s title' })}
      subtitle={t`学校、单位等团体 · 一团一码`}
      width={800}
      formId={FORM_ID}
      submitText={t({ message: '提交申请', context: 'sends a group’s application' })}
      sending={apply.isPending}
      sent={application && { to: userCenterPath('groups'), text: t`查看我的团体预约` }}
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
