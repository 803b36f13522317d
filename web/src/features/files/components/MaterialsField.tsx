import { Messages } from '@museum/shared';
import { Form } from 'antd';
import { ruleWith } from '@/shared/lib/form-rules';
import { FileUpload, type FileUploadProps } from './FileUpload';

/** The files a visitor sends with an application or a donation report: the form's `fileUrl`, one at least. */
export function MaterialsField({
  label,
  ...upload
}: { label: string } & Pick<FileUploadProps, 'fileType' | 'limit' | 'labels' | 'hint'>) {
  return (
    <Form.Item name="fileUrl" label={label} rules={[ruleWith({ required: true }, Messages.materialRequired)]}>
      <FileUpload {...upload} />
    </Form.Item>
  );
}
