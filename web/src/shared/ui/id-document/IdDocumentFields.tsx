import { checkIdDocument, ID_TYPE_LABELS, ID_TYPES, IdType } from '@museum/shared';
import { Form, type FormRule, Input, Select } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import { ruleFrom } from '@/shared/lib/form-rules';

/** The six documents a visitor may verify and book with (docs/PRODUCT.md "Every document"), resident card first. */
const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

/** What each document's number looks like, as the field's hint. */
const ID_NUMBER_HINTS: Record<IdType, string> = {
  [IdType.residentCard]: '18位居民身份证号',
  [IdType.passport]: '护照号码，如 E12345678',
  [IdType.hongKongMacaoPermit]: 'H 或 M 开头的通行证号码',
  [IdType.taiwanPermit]: '8 位或 10 位通行证号码',
  [IdType.foreignPermanentResident]: '永久居留身份证号码',
  [IdType.residencePermit]: '81、82 或 83 开头的 18 位号码',
};

/** The longest number a document carries (a passport's is 17 characters), for the field's maxLength. */
const ID_NUMBER_MAX_LENGTH = 18;

/** A document's number: required, then checked by its type's own rule with the server's message. */
export const idNumberRules = (type: IdType): FormRule[] => [
  { required: true, whitespace: true, message: checkIdDocument(type, '')! },
  ruleFrom((value) => checkIdDocument(type, value), { skipEmpty: true }),
];

/** 证件类型: which document a visitor gives. */
export function DocumentTypeField({
  name,
  label,
  className,
}: {
  name: NamePath;
  label: ReactNode;
  className?: string;
}) {
  return (
    <Form.Item name={name} label={label} className={className}>
      <Select options={ID_TYPE_OPTIONS} popupMatchSelectWidth={false} />
    </Form.Item>
  );
}

/** The document's number, checked again when its type (the field `typeField`, absolute) changes. */
export function DocumentNumberField({
  name,
  type,
  typeField,
  label,
  className,
  prefix,
}: {
  name: NamePath;
  type: IdType;
  typeField: NamePath;
  label: ReactNode;
  className?: string;
  prefix?: ReactNode;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={[typeField]}
      rules={idNumberRules(type)}
      className={className}
    >
      <Input
        placeholder={ID_NUMBER_HINTS[type]}
        maxLength={ID_NUMBER_MAX_LENGTH}
        autoComplete="off"
        prefix={prefix}
      />
    </Form.Item>
  );
}
