/** The publishing forms' field widgets: pictures (cropped), PDFs and rich text, all uploaded with the staff policy. */
export { FileUpload, type FileUploadProps } from './FileUpload';
export {
  ImageListUpload,
  type ImageListUploadProps,
  ImageUpload,
  type ImageUploadProps,
} from './ImageUpload';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
