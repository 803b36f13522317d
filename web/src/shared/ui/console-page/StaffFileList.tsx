import { PaperClipOutlined } from '@ant-design/icons';
import { API_BASE, type AttachedFile } from '@museum/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { http } from '../../api/request';
import styles from './StaffFileList.module.css';

/**
 * A record's attached files as staff open them: the links are staff-only, and the staff token travels in a header
 * (never in an address), so each file is fetched with it and handed to the browser as a download.
 */
export function StaffFileList({ files }: { files: AttachedFile[] }) {
  const [loading, setLoading] = useState<string | null>(null);
  if (files.length === 0) return <span className={styles.none}>未上传附件</span>;

  const open = async (file: AttachedFile) => {
    setLoading(file.url);
    try {
      const path = file.url.startsWith(API_BASE) ? file.url.slice(API_BASE.length) : file.url;
      const blob = await http.get<Blob>(path, undefined, { responseType: 'blob' });
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = file.name;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked later: some browsers read the blob after click() returns.
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch {
      // request() has already said what went wrong.
    } finally {
      setLoading(null);
    }
  };

  return (
    <ul className={styles.list} aria-label="附件">
      {files.map((file) => (
        <li key={file.url}>
          <Button
            type="link"
            size="small"
            icon={<PaperClipOutlined aria-hidden />}
            loading={loading === file.url}
            onClick={() => void open(file)}
            aria-label={`下载附件 ${file.name}`}
            className={styles.file}
          >
            {file.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
