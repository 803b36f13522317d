import { CloseOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { fileExtension, STAFF_DOCUMENT_TYPES, staffUploadMessages, uploadMessages } from '@museum/shared';
import { Button, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { message } from '@/shared/lib/feedback';
import { nameOfUpload, type StaffUploader, uploadErrorMessage } from '../upload';
import styles from './FileUpload.module.css';

export interface FileUploadProps {
  /** The document's address (`/files/...`), '' or undefined when none: an antd Form field. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Sends the chosen file; `createStaffUploader(...)`. */
  uploader: StaffUploader;
  /** Extensions accepted (default PDF, the only document the server takes for content). */
  accept?: readonly string[];
  /** What the document is ("展览图录"), for the button and the labels. */
  label?: string;
  hint?: string;
  id?: string;
  disabled?: boolean;
}

/** A PDF attached to content: choose, upload with progress, then a link to it and a button to remove it. */
export function FileUpload({
  value,
  onChange,
  uploader,
  accept = STAFF_DOCUMENT_TYPES,
  label = 'PDF 文件',
  hint,
  id,
  disabled,
}: FileUploadProps) {
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const running = useRef<AbortController | null>(null);
  const hintId = id ? `${id}-hint` : undefined;

  // An upload still going when the form goes away is cancelled.
  useEffect(() => () => running.current?.abort(), []);

  async function send(file: File) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setProgress({ name: file.name, percent: 0 });
    try {
      const uploaded = await uploader.upload(file, {
        signal: controller.signal,
        onProgress: (percent) => setProgress({ name: file.name, percent }),
      });
      onChange?.(uploaded.url);
      message.success(uploadMessages.uploaded);
    } catch (error) {
      const reason = uploadErrorMessage(error);
      if (reason) message.error(reason);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  }

  return (
    <div className={styles.field}>
      {value && !progress && (
        <div className={styles.current}>
          <FilePdfOutlined aria-hidden className={styles.icon} />
          <a href={value} target="_blank" rel="noreferrer" className={styles.name}>
            {nameOfUpload(value)}
          </a>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={`移除 ${nameOfUpload(value)}`}
            disabled={disabled}
            onClick={() => onChange?.('')}
          />
        </div>
      )}
      {progress && (
        <div className={styles.current}>
          <span className={styles.name}>{`${progress.name} 上传中 ${progress.percent}%`}</span>
          <Progress
            percent={progress.percent}
            size="small"
            showInfo={false}
            aria-label={`${progress.name} 上传进度`}
          />
          <Button type="link" size="small" onClick={() => running.current?.abort()}>
            取消
          </Button>
        </div>
      )}
      <Upload
        id={id}
        accept={accept.map((ext) => `.${ext}`).join(',')}
        showUploadList={false}
        disabled={disabled || progress !== null}
        beforeUpload={(file) => {
          if (!accept.includes(fileExtension(file.name))) {
            message.error(
              accept.length === 1 && accept[0] === 'pdf'
                ? staffUploadMessages.notDocument
                : uploadMessages.wrongType(accept),
            );
          } else {
            void send(file);
          }
          // Sent by `send`, not by the Upload's own request.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || progress !== null} aria-describedby={hintId}>
          {value ? `更换${label}` : `上传${label}`}
        </Button>
      </Upload>
      <p className={styles.hint} id={hintId}>
        {`${accept.map((ext) => ext.toUpperCase()).join('、')} 格式`}
        {hint ? `；${hint}` : ''}
      </p>
    </div>
  );
}
