import { UploadOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkGroupAges,
  checkGroupSize,
  checkIdDocument,
  ENTRY_ADULT_AGE,
  EntryGroupMessages,
  type EntryRules,
  type IdType,
  type Language,
  type ListedMember,
  museumDayOf,
  parseMemberList,
  repeatedDocuments,
} from '@museum/shared';
import { Alert, Button, Form, type FormRule, Input } from 'antd';
import { type ChangeEvent, useId, useMemo, useRef } from 'react';
import { useLanguage } from '@/shared/i18n';
import { message } from '@/shared/lib/feedback';
import { inPageLanguageReady, useInPageLanguage } from '@/shared/lib/shared-english';
import { ID_TYPE_TEXT } from '../labels';
import styles from './MemberListField.module.css';

/** The files a member list is read from: a spreadsheet, or its rows saved as text. */
const LIST_FILES = '.xlsx,.csv,.txt';

/** A list as the format's hint shows it: a resident ID card's line, and a passport's with its type named. */
const LIST_EXAMPLES: Record<Language, string> = {
  zh: '张三\t110101201103011238\t15\nTom Smith, 护照, E12345678, 14',
  en: 'Zhang San\t110101201103011238\t15\nTom Smith, passport, E12345678, 14',
};

/**
 * A heading line in English (Name, Document number, Age), blanked so that it is skipped as parseMemberList skips
 * a Chinese one (姓名…), the other lines keeping their numbers.
 */
const ENGLISH_HEADING = /^\s*"?name"?\s*([\t,;]|\s{2,}|\s+(document|id|passport|age)\b)/i;
const withoutEnglishHeading = (text: string) => {
  const [first = '', ...rest] = text.split(/\r?\n/);
  return ENGLISH_HEADING.test(first) ? ['', ...rest].join('\n') : text;
};

/**
 * The unread lines are a note beside the list, not a page's announcement: antd draws an alert with a description
 * large (its own styles outweigh a class, so these are given as its semantic styles).
 */
const PROBLEMS_LOOK = {
  root: { padding: '10px 14px' },
  icon: { fontSize: 16 },
  title: { marginBottom: 2, fontSize: 14, fontWeight: 500 },
};

/**
 * The form's fields this one reads: the list, the visit day that ages read from ID numbers are taken on, and the
 * leader, whose document no member may share.
 */
export interface MemberListValues {
  applyTime?: string;
  members?: string;
  leader?: { idType?: IdType; idCard?: string };
}

/** The leader's document once its number is whole and valid (a number half typed repeats nobody's). */
const leaderDocument = (leader: MemberListValues['leader']) =>
  leader?.idType !== undefined && leader.idCard && checkIdDocument(leader.idType, leader.idCard) === null
    ? { idType: leader.idType, idCard: leader.idCard }
    : undefined;

/** The members listed with a document already in the group (the server's rule, repeatedDocuments). */
const repeatsOf = (members: ListedMember[], leader: MemberListValues['leader']) =>
  repeatedDocuments(members, leaderDocument(leader));

type Messages = ReturnType<typeof useLingui>['i18n'];

/** What the field says of repeated documents: the one member by name, or how many are marked in the table. */
const repeatedText = async (repeated: { message: string }[], i18n: Messages) => {
  const count = repeated.length;
  return count === 1
    ? await inPageLanguageReady(repeated[0]!.message)
    : i18n._(msg`名单中有 ${count} 人的证件号码与他人重复，已在下表中标出`);
};

/** The list as the form holds it (the text typed, pasted or imported), read on the visit day (today until chosen). */
export const readMembers = (text: string | undefined, day: string | undefined) =>
  parseMemberList(withoutEnglishHeading(text ?? ''), day ?? museumDayOf(new Date()));

/**
 * The list's rules, in the order a leader fixes them: something listed, every line read, nobody's document twice,
 * then the museum's group size and the adults the minors need (the server checks the same).
 */
const listRule =
  (rules: EntryRules | undefined, i18n: Messages): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, text?: string) => {
      const { members, problems } = readMembers(text, getFieldValue('applyTime'));
      if (members.length === 0 && problems.length === 0) {
        throw new Error(await inPageLanguageReady(EntryGroupMessages.membersRequired));
      }
      const unread = problems.length;
      if (unread > 0) throw new Error(i18n._(msg`名单中有 ${unread} 行未能读取，请按下方提示修改`));
      const repeated = repeatsOf(members, getFieldValue('leader'));
      if (repeated.length > 0) throw new Error(await repeatedText(repeated, i18n));
      const problem =
        (rules && checkGroupSize(members.length, rules)) ??
        checkGroupAges(members.map((member) => member.age));
      if (problem) throw new Error(await inPageLanguageReady(problem));
    },
  });

/**
 * A spreadsheet's rows as lines of text, each row's cells joined by tabs, as a list copied out of Excel reads.
 * An .xlsx is read in the browser (read-excel-file, loaded only then); a .csv or .txt as UTF-8, or as GBK when it
 * is not, since that is how Excel on a Chinese Windows saves CSV.
 */
async function readListFile(file: File): Promise<string> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    const rows = await readSheet(file);
    return rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))).join('\t')).join('\n');
  }
  if (!/\.(csv|txt)$/i.test(file.name)) throw new Error('unsupported file');
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/**
 * The members as read: the leader checks each against the list they pasted; a member whose document is already in
 * the group (`repeated`, by index: the leader's or an earlier member's) is marked 重复.
 */
function MembersTable({ members, repeated }: { members: ListedMember[]; repeated: ReadonlySet<number> }) {
  const { i18n } = useLingui();
  const captionId = useId();
  return (
    <section
      className={styles.tableBox}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls in its box, which a keyboard must reach
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          <Trans>已读取的成员</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.index}>
              <Trans>序号</Trans>
            </th>
            <th scope="col">
              <Trans>姓名</Trans>
            </th>
            <th scope="col">
              <Trans>证件类型</Trans>
            </th>
            <th scope="col">
              <Trans>证件号码</Trans>
            </th>
            <th scope="col" className={styles.age}>
              <Trans>年龄</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is read afresh from the text, its line its only identity (a person may be listed twice)
            <tr key={index} className={repeated.has(index) ? styles.repeated : undefined}>
              <td className={styles.index}>{index + 1}</td>
              <td>{member.name}</td>
              <td className={styles.type}>{i18n._(ID_TYPE_TEXT[member.idType])}</td>
              <td className={styles.number}>
                {member.idCard}
                {repeated.has(index) && (
                  <span className={styles.repeatedTag}>
                    <Trans>重复</Trans>
                  </span>
                )}
              </td>
              <td className={styles.age}>{member.age}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * 成员名单: pasted from a spreadsheet, typed, or imported from a file, one person a line (parseMemberList), and
 * shown back as it was read, with the lines it could not read and the group rules checked as the leader types.
 */
export function MemberListField({ rules }: { rules: EntryRules | undefined }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const inPageLanguage = useInPageLanguage();
  const form = Form.useFormInstance<MemberListValues>();
  const text = Form.useWatch('members', form);
  const day = Form.useWatch('applyTime', form);
  const leaderType = Form.useWatch(['leader', 'idType'], { form, preserve: true });
  const leaderCard = Form.useWatch(['leader', 'idCard'], { form, preserve: true });
  const { members, problems } = useMemo(() => readMembers(text, day), [text, day]);
  const repeated = useMemo(
    () =>
      new Set(repeatsOf(members, { idType: leaderType, idCard: leaderCard }).map((repeat) => repeat.index)),
    [members, leaderType, leaderCard],
  );
  const file = useRef<HTMLInputElement>(null);
  const minors = members.filter((member) => member.age < ENTRY_ADULT_AGE).length;
  const count = members.length;
  const unread = problems.length;
  const adultAge = ENTRY_ADULT_AGE;

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared, so that choosing the same file again (after fixing it) reads it again.
    event.target.value = '';
    if (!chosen) return;
    try {
      form.setFieldValue('members', await readListFile(chosen));
      void form.validateFields(['members']);
    } catch {
      message.error(t`未能读取该文件，请使用 .xlsx、.csv 或 .txt 格式，或直接粘贴名单`);
    }
  }

  return (
    <div className={styles.list}>
      <Form.Item
        name="members"
        label={
          <>
            <Trans>成员名单</Trans>
            {rules && <GroupSizeNote rules={rules} />}
          </>
        }
        dependencies={['applyTime', ['leader', 'idType'], ['leader', 'idCard']]}
        rules={[listRule(rules, i18n)]}
        extra={
          <div className={styles.format}>
            <p>
              <Trans>
                每行一人：姓名、证件号码、年龄，用
                Tab、逗号或空格隔开；不是居民身份证的，请写明证件类型（如护照）。可从 Excel
                中选中这几列直接复制粘贴，表头行会自动跳过。例如：
              </Trans>
            </p>
            <pre className={styles.example}>{LIST_EXAMPLES[language]}</pre>
          </div>
        }
        className={styles.field}
      >
        <Input.TextArea
          rows={8}
          spellCheck={false}
          autoComplete="off"
          placeholder={t`在此粘贴成员名单，每行一人`}
          className={styles.text}
        />
      </Form.Item>
      <div className={styles.tools}>
        <Button icon={<UploadOutlined />} onClick={() => file.current?.click()}>
          <Trans>从表格导入</Trans>
        </Button>
        <span className={styles.toolsNote}>
          <Trans>支持 .xlsx、.csv、.txt；表格中的证件号码请设为文本格式</Trans>
        </span>
        <input ref={file} type="file" accept={LIST_FILES} className={styles.file} onChange={importFile} />
      </div>
      {/* Always there, so that a screen reader hears the count change as the list is pasted or fixed. */}
      <p className={styles.count} role="status">
        {(count > 0 || unread > 0) &&
          (minors > 0
            ? t`共 ${count} 人（另有领队 1 人），其中未满 ${adultAge} 周岁 ${minors} 人`
            : t`共 ${count} 人（另有领队 1 人）`)}
      </p>
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t`以下 ${unread} 行未能读取，请在名单中修改：`}
          description={
            <ul className={styles.problems}>
              {problems.map((problem) => (
                <li key={problem}>{inPageLanguage(problem)}</li>
              ))}
            </ul>
          }
          className={styles.alert}
          styles={PROBLEMS_LOOK}
        />
      )}
      {members.length > 0 && <MembersTable members={members} repeated={repeated} />}
    </div>
  );
}

/** The museum's group size, beside the list's label. */
function GroupSizeNote({ rules }: { rules: EntryRules }) {
  const { groupMin, groupMax } = rules;
  return (
    <span className={styles.labelNote}>
      <Trans>
        {groupMin}–{groupMax} 人，不含领队
      </Trans>
    </span>
  );
}
