import type { PublishingModule } from '@museum/shared';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { ImageListUpload, ImageUpload, RichTextEditor } from '../components';
import { createStaffUploader } from '../upload';
import { ArtistPicker, DictSelect, HallPicker, WorkTypePicker } from './pickers';
import { type FieldKind, type FieldSpec, formSpecsOf } from './specs';

/** Pictures of every form go up with the staff policy, one policy per file. */
const uploader = createStaffUploader();

/** `lang`: the language the input is written in, for its spelling and its reading aloud (an English twin's). */
function input(kind: FieldKind, label: string, lang?: string) {
  switch (kind.type) {
    case 'text':
      return (
        <Input maxLength={kind.max} showCount={kind.max > 100} placeholder={kind.placeholder} lang={lang} />
      );
    case 'textarea':
      return <Input.TextArea maxLength={kind.max} showCount rows={kind.rows ?? 3} lang={lang} />;
    case 'rich':
      return <RichTextEditor label={label} uploader={uploader} />;
    case 'image':
      return <ImageUpload aspect={kind.aspect} label={label} uploader={uploader} />;
    case 'images':
    case 'workImages':
      return <ImageListUpload max={kind.max} label={label} uploader={uploader} />;
    case 'day':
      return <DatePicker style={{ width: '100%' }} />;
    case 'moment':
      return (
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder="请选择日期和时间"
          style={{ width: '100%' }}
        />
      );
    case 'number':
      return (
        <InputNumber
          min={kind.min}
          max={kind.max}
          precision={0}
          suffix={kind.unit}
          style={{ width: '100%' }}
        />
      );
    case 'flag':
      return <Switch checkedChildren="是" unCheckedChildren="否" />;
    case 'dict':
      return <DictSelect dictType={kind.dictType} placeholder={`请选择${label}`} />;
    case 'choice':
      return <Select options={kind.options} placeholder={`请选择${label}`} />;
    case 'hall':
      return <HallPicker placeholder="选择展厅（可不选）" />;
    case 'artist':
      return <ArtistPicker placeholder="输入姓名查找艺术家" />;
    case 'workType':
      return <WorkTypePicker placeholder="选择藏品类别" />;
    case 'position':
      return null;
  }
}

const POSITION_PARTS = [
  ['x', '左上角 x'],
  ['y', '左上角 y'],
  ['width', '宽'],
  ['height', '高'],
] as const;

/** A hall's rectangle on its floor plan, as four numbers side by side. */
function PositionField({ spec }: { spec: FieldSpec }) {
  return (
    <Form.Item label={spec.label} required extra={spec.help}>
      <Space wrap>
        {POSITION_PARTS.map(([part, label]) => (
          <Form.Item
            key={part}
            name={[spec.name, part]}
            noStyle
            rules={[{ required: true, message: `请填写${spec.label}的${label}` }]}
          >
            <InputNumber aria-label={`${spec.label}：${label}`} addonBefore={label} min={0} max={100_000} />
          </Form.Item>
        ))}
      </Space>
    </Form.Item>
  );
}

const TEXT_KINDS: FieldKind['type'][] = ['text', 'textarea', 'rich', 'image'];

function rulesOf({ label, kind, required }: FieldSpec): Rule[] {
  if (!required) return [];
  if (TEXT_KINDS.includes(kind.type)) {
    return [
      { required: true, whitespace: true, message: `${kind.type === 'image' ? '请选择' : '请填写'}${label}` },
    ];
  }
  // Dates are dayjs objects and pickers hold numbers: anything chosen will do.
  const message = `请选择${label}`;
  return [
    {
      required: true,
      message,
      validator: (_, value) =>
        value === null || value === undefined || value === ''
          ? Promise.reject(new Error(message))
          : Promise.resolve(),
    },
  ];
}

/** One field's input under its label, with its checks. */
function Field({ spec }: { spec: FieldSpec }) {
  if (spec.kind.type === 'position') return <PositionField spec={spec} />;
  return (
    <Form.Item
      name={spec.name}
      label={spec.label}
      extra={spec.help}
      rules={rulesOf(spec)}
      valuePropName={spec.kind.type === 'flag' ? 'checked' : 'value'}
    >
      {input(spec.kind, spec.label, spec.englishOf ? 'en' : undefined)}
    </Form.Item>
  );
}

/**
 * The module's fields with the right input for each; checks the server repeats are shown at once. A field with an
 * English twin has it beside it on wide screens and under it on narrow ones, a rich text's right below it: an
 * editor writes both at once (docs/PRODUCT.md "English").
 */
export function ContentFields({ module }: { module: PublishingModule }) {
  const specs = formSpecsOf(module);
  const twins = new Map(specs.flatMap((spec) => (spec.englishOf ? [[spec.englishOf, spec] as const] : [])));
  return (
    <Row gutter={24}>
      {specs.map((spec) => {
        if (spec.englishOf) return null;
        const twin = twins.get(spec.name);
        if (!twin)
          return (
            <Col key={spec.name} xs={24} lg={spec.half ? 12 : 24}>
              <Field spec={spec} />
            </Col>
          );
        const wide = spec.kind.type !== 'rich';
        return (
          <Col key={spec.name} span={24}>
            <Row gutter={24} data-bilingual={spec.name}>
              <Col xs={24} lg={wide ? 12 : 24}>
                <Field spec={spec} />
              </Col>
              <Col xs={24} lg={wide ? 12 : 24}>
                <Field spec={twin} />
              </Col>
            </Row>
          </Col>
        );
      })}
    </Row>
  );
}
