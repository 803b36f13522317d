import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
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
  SEX_LABELS,
  Sex,
} from '@museum/shared';
import { Button, Form, Input, InputNumber, Radio } from 'antd';
import { DocumentNumberField, DocumentTypeField } from '@/shared/ui/id-document/IdDocumentFields';
import styles from './VisitorsField.module.css';

/** The spec's three values, "unknown" included for a visitor who would rather not say. */
const SEX_CHOICES = [Sex.male, Sex.female, Sex.unknown].map((value) => ({ label: SEX_LABELS[value], value }));

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

/**
 * The visitors of a booking (the form's `users`), one to five, each with their own document: the visitor's
 * booking dialog and the front desk's window booking both ask them this way.
 */
export function VisitorsField() {
  return (
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
  );
}
