import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AGE_MAX,
  AGE_MIN,
  checkAge,
  checkVisitorAges,
  ENTRY_MAX_VISITORS,
  type EntryApplyInput,
  IdType,
  Messages,
  normaliseIdDocument,
  REAL_NAME_MAX_LENGTH,
  Sex,
} from '@museum/shared';
import { Button, Form, Input, InputNumber, Radio } from 'antd';
import { ruleWith } from '@/shared/lib/form-rules';
import { inPageLanguageReady } from '@/shared/lib/shared-english';
import { DocumentNumberField, DocumentTypeField } from '@/shared/ui/id-document/IdDocumentFields';
import { SEX_TEXT } from '../labels';
import styles from './VisitorsField.module.css';

/** The spec's three values, "unknown" included for a visitor who would rather not say. */
const SEX_VALUES = [Sex.male, Sex.female, Sex.unknown];

export interface VisitorValues {
  name?: string;
  sex?: number;
  age?: number | null;
  idType?: IdType;
  idCard?: string;
}

/** A new visitor's row starts with the resident ID card, the document most visitors carry. */
export const NEW_VISITOR: VisitorValues = { idType: IdType.residentCard };

/** The rows as a booking sends them: names trimmed, each document in its one stored form. */
export const visitorsOf = (rows: VisitorValues[]): EntryApplyInput['users'] =>
  rows.map((row) => {
    const idType = row.idType ?? IdType.residentCard;
    return {
      name: (row.name ?? '').trim(),
      sex: row.sex as number,
      age: row.age as number,
      idType,
      idCard: normaliseIdDocument(idType, row.idCard ?? ''),
    };
  });

/** The booking's ages together: an adult, and at most three children under 14 for each (shared rule). */
const agesRules = [
  {
    validator: async (_rule: unknown, visitors: VisitorValues[] | undefined) => {
      const ages = (visitors ?? []).map((visitor) => visitor?.age);
      if (ages.some((age) => typeof age !== 'number')) return;
      const problem = checkVisitorAges(ages as number[]);
      if (problem) throw new Error(await inPageLanguageReady(problem));
    },
  },
];

const ageRules = [
  {
    validator: async (_rule: unknown, value: number | null | undefined) => {
      const problem = checkAge(value ?? undefined);
      if (problem) throw new Error(await inPageLanguageReady(problem));
    },
  },
];

const nameRules = [ruleWith({ required: true, whitespace: true }, Messages.realNameRequired)];
const sexRules = [ruleWith({ required: true }, Messages.sexRequired)];

/** Shows 姓名 in the row; a screen reader hears 参观人2姓名. */
function VisitorLabel({ index, text }: { index: number; text: string }) {
  const number = index + 1;
  return (
    <>
      <span className="visually-hidden">
        <Trans>参观人{number}</Trans>
      </span>
      {text}
    </>
  );
}

/** A visitor's own document: its type, and its number checked by that type's rule. */
function VisitorDocument({ index, name }: { index: number; name: number }) {
  const { t } = useLingui();
  const idType: IdType = Form.useWatch(['users', name, 'idType']) ?? IdType.residentCard;
  return (
    <div className={styles.documents}>
      <DocumentTypeField
        name={[name, 'idType']}
        label={<VisitorLabel index={index} text={t`证件类型`} />}
        className={styles.idTypeField}
      />
      <DocumentNumberField
        name={[name, 'idCard']}
        type={idType}
        typeField={['users', name, 'idType']}
        label={<VisitorLabel index={index} text={t`证件号码`} />}
        className={styles.idCardField}
      />
    </div>
  );
}

/**
 * The visitors of a booking (the form's `users`), one to five, each with their own document: the visitor's
 * booking dialog and the front desk's window booking both ask them this way.
 */
export function VisitorsField() {
  const { t, i18n } = useLingui();
  const max = ENTRY_MAX_VISITORS;
  const sexChoices = SEX_VALUES.map((value) => ({ label: i18n._(SEX_TEXT[value]), value }));
  return (
    <Form.List name="users" rules={agesRules}>
      {(fields, { add, remove }, { errors }) => (
        <fieldset className={styles.visitors}>
          <legend className={styles.legend}>
            <Trans>参观人</Trans>
            <span className={styles.legendNote}>
              <VisitorsNote count={fields.length} />
            </span>
          </legend>
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <div key={field.key} className={styles.visitor}>
                <span className={styles.visitorIndex} aria-hidden>
                  {number}
                </span>
                <Form.Item
                  name={[field.name, 'name']}
                  label={<VisitorLabel index={index} text={t`姓名`} />}
                  rules={nameRules}
                  className={styles.nameField}
                >
                  <Input placeholder={t`真实姓名`} maxLength={REAL_NAME_MAX_LENGTH} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'sex']}
                  label={<VisitorLabel index={index} text={t`性别`} />}
                  rules={sexRules}
                  className={styles.sexField}
                >
                  <Radio.Group optionType="button" options={sexChoices} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'age']}
                  label={<VisitorLabel index={index} text={t`年龄`} />}
                  rules={ageRules}
                  className={styles.ageField}
                >
                  <InputNumber min={AGE_MIN} max={AGE_MAX} precision={0} placeholder="1~100" suffix={t`岁`} />
                </Form.Item>
                <VisitorDocument index={index} name={field.name} />
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                  aria-label={t`删除参观人${number}`}
                  className={styles.removeVisitor}
                />
              </div>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add(NEW_VISITOR)}
            disabled={fields.length >= ENTRY_MAX_VISITORS}
            block
          >
            {fields.length >= ENTRY_MAX_VISITORS ? t`每次最多预约${max}人` : t`添加参观人`}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

/** 2/5 人 · and what each visitor gives. */
function VisitorsNote({ count }: { count: number }) {
  const max = ENTRY_MAX_VISITORS;
  return (
    <Trans>
      {count}/{max} 人 · 请填写每位参观人本人的证件，姓名与证件一致
    </Trans>
  );
}
