import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { checkIdDocument, ID_TYPES, IdType } from '@museum/shared';
import { Form, type FormRule, Input, Select } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import { ruleFrom, ruleWith } from '@/shared/lib/form-rules';

/**
 * The six documents a visitor may verify and book with (docs/PRODUCT.md "Every document"), resident card first, by
 * their names (the shared package's ID_TYPE_LABELS; in English their official English names).
 */
const ID_TYPE_NAMES: Record<IdType, MessageDescriptor> = {
  [IdType.residentCard]: msg`居民身份证`,
  [IdType.passport]: msg`护照`,
  [IdType.hongKongMacaoPermit]: msg`港澳居民来往内地通行证`,
  [IdType.taiwanPermit]: msg`台湾居民来往大陆通行证`,
  [IdType.foreignPermanentResident]: msg`外国人永久居留身份证`,
  [IdType.residencePermit]: msg`港澳台居民居住证`,
};

/**
 * The name the chosen document shows in its field, which is narrow beside the number: in Chinese the name itself; in
 * English, whose official names run to 60 characters, a short one (the list shows the whole names).
 */
const ID_TYPE_SHORT_NAMES: Record<IdType, MessageDescriptor> = {
  [IdType.residentCard]: msg({ message: '居民身份证', context: 'document type, short' }),
  [IdType.passport]: msg({ message: '护照', context: 'document type, short' }),
  [IdType.hongKongMacaoPermit]: msg({ message: '港澳居民来往内地通行证', context: 'document type, short' }),
  [IdType.taiwanPermit]: msg({ message: '台湾居民来往大陆通行证', context: 'document type, short' }),
  [IdType.foreignPermanentResident]: msg({
    message: '外国人永久居留身份证',
    context: 'document type, short',
  }),
  [IdType.residencePermit]: msg({ message: '港澳台居民居住证', context: 'document type, short' }),
};

/** What each document's number looks like, as the field's hint. */
const ID_NUMBER_HINTS: Record<IdType, MessageDescriptor> = {
  [IdType.residentCard]: msg`18位居民身份证号`,
  [IdType.passport]: msg`护照号码，如 E12345678`,
  [IdType.hongKongMacaoPermit]: msg`H 或 M 开头的通行证号码`,
  [IdType.taiwanPermit]: msg`8 位或 10 位通行证号码`,
  [IdType.foreignPermanentResident]: msg`永久居留身份证号码`,
  [IdType.residencePermit]: msg`81、82 或 83 开头的 18 位号码`,
};

/** The longest number a document carries (a passport's is 17 characters), for the field's maxLength. */
const ID_NUMBER_MAX_LENGTH = 18;

/** A document's number: required, then checked by its type's own rule with the server's message. */
export const idNumberRules = (type: IdType): FormRule[] => [
  ruleWith({ required: true, whitespace: true }, checkIdDocument(type, '')!),
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
  const { i18n } = useLingui();
  const options = ID_TYPES.map((value) => ({ value, label: i18n._(ID_TYPE_NAMES[value]) }));
  return (
    <Form.Item name={name} label={label} className={className}>
      <Select
        options={options}
        popupMatchSelectWidth={false}
        labelRender={({ value }) => {
          const type = value as IdType;
          return ID_TYPE_SHORT_NAMES[type] ? i18n._(ID_TYPE_SHORT_NAMES[type]) : null;
        }}
      />
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
  const { i18n } = useLingui();
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={[typeField]}
      rules={idNumberRules(type)}
      className={className}
    >
      <Input
        placeholder={i18n._(ID_NUMBER_HINTS[type])}
        maxLength={ID_NUMBER_MAX_LENGTH}
        autoComplete="off"
        prefix={prefix}
      />
    </Form.Item>
  );
}
