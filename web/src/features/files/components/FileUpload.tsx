import {
  CloseOutlined,
  FileExcelOutlined,
  FilePdfOutlined,
  FileWordOutlined,
  InboxOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  fileExtension,
  fileNameOfKey,
  PREVIEW_TYPES,
  UPLOAD_DEFAULT_LIMIT,
  UPLOAD_DEFAULT_MAX_MB,
  UPLOAD_DOCUMENT_MAX_MB,
  type UploadKind,
  type UploadPolicy,
  uploadKey,
  uploadKindOf,
  uploadMessages,
} from '@museum/shared';
import { Button, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { pageI18n } from '@/shared/i18n';
import { message } from '@/shared/lib/feedback';
import { inPageLanguage } from '@/shared/lib/shared-english';
import { postFile, uploadPolicy } from '../api';
import styles from './FileUpload.module.css';

export interface FileUploadProps {
  /** Uploaded files' addresses, comma-separated (the form field). */
  value?: string;
  onChange?: (value: string) => void;
  /** Accepted extensions. */
  fileType: readonly string[];
  /**
   * Largest file in MB. By default each kind's own limit (docs/PRODUCT.md "Uploads"): documents 100 MB, photos and
   * video 10 MB, as the server's policy has it; a smaller number here lowers both.
   */
  fileSize?: number;
  /** Most files (default 1). */
  limit?: number;
  /** What the files of each kind are, in the hint: e.g. { media: '藏品照片或视频', document: '证明材料' }. */
  labels?: Partial<Record<UploadKind, string>>;
  /** One more line under the drop zone, e.g. what the files should contain. */
  hint?: string;
  id?: string;
  /** From Form.Item: its error (请上传材料), read with the drop zone after the hint. */
  'aria-describedby'?: string;
  'aria-invalid'?: 'true' | 'false' | boolean;
}

interface Item {
  uid: string;
  name: string;
  ext: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  /** The stored file's address once uploaded. */
  url?: string;
  /** A local preview while (and after) uploading. */
  localUrl?: string;
  file?: File;
  error?: string;
}

const IMAGE_TYPES = ['jpg', 'jpeg', 'png'];
const VIDEO_TYPES = ['mp4', 'mov'];
const MB = 1024 * 1024;

/** Each kind's largest file, as the server's upload policy sets it by default. */
const KIND_MAX_MB: Record<UploadKind, number> = {
  document: UPLOAD_DOCUMENT_MAX_MB,
  media: UPLOAD_DEFAULT_MAX_MB,
};

/** Names a visitor knows: Word rather than docx; jpg and jpeg are one format. */
const FORMAT_NAMES: Record<string, string> = {
  docx: 'Word',
  xlsx: 'Excel',
  pdf: 'PDF',
  jpg: 'JPG',
  jpeg: 'JPG',
  png: 'PNG',
  mp4: 'MP4',
  mov: 'MOV',
};

/** Photos before video, as a visitor thinks of them; then the documents. */
const FORMAT_ORDER = ['JPG', 'PNG', 'MP4', 'MOV', 'Word', 'Excel', 'PDF'];

function formatNames(types: readonly string[]): string[] {
  const rank = (name: string) => {
    const index = FORMAT_ORDER.indexOf(name);
    return index < 0 ? FORMAT_ORDER.length : index;
  };
  return [...new Set(types.map((ext) => FORMAT_NAMES[ext] ?? ext.toUpperCase()))].sort(
    (a, b) => rank(a) - rank(b),
  );
}

/** Formats as a list: "Word、Excel 或 PDF", in English "Word, Excel or PDF". */
function listOf(names: string[], english: boolean, withOr: boolean): string {
  if (names.length < 2) return names[0] ?? '';
  if (!withOr && !english) return names.join('、');
  const head = names.slice(0, -1).join(english ? ', ' : '、');
  return english ? `${head} or ${names.at(-1)}` : `${head} 或 ${names.at(-1)}`;
}

/**
 * The rules in words, one line per kind: "藏品照片或视频：JPG、PNG、MP4、MOV，每个不超过 10 MB",
 * "Word、Excel 或 PDF 文档，不超过 100 MB" (in English "Photos or videos: JPG, PNG, MP4 or MOV, up to 10 MB each").
 */
export function uploadHints(
  fileType: readonly string[],
  { fileSize, limit, labels = {} }: { fileSize?: number; limit: number; labels?: FileUploadProps['labels'] },
  i18n: I18n = pageI18n(),
): string[] {
  const english = i18n.locale === 'en';
  const lines: string[] = [];
  for (const kind of ['media', 'document'] as const) {
    const types = fileType.filter((ext) => uploadKindOf(`.${ext}`) === kind);
    if (!types.length) continue;
    const names = formatNames(types);
    const mb = Math.min(fileSize ?? Number.POSITIVE_INFINITY, KIND_MAX_MB[kind]);
    // A no-break space keeps "100 MB" on one line.
    const size = `${mb}\u00a0MB`;
    const list = listOf(names, english, kind === 'document');
    const what = kind === 'document' ? i18n._(msg`${list} 文档`) : list;
    const most = i18n._(limit > 1 ? msg`每个不超过 ${size}` : msg`不超过 ${size}`);
    const prefix = labels[kind] ?? (kind === 'media' ? i18n._(msg`照片或视频`) : '');
    lines.push(prefix ? i18n._(msg`${prefix}：${what}，${most}`) : i18n._(msg`${what}，${most}`));
  }
  if (limit > 1) lines.push(i18n._(msg`最多 ${limit} 个文件`));
  return lines;
}

function itemsFrom(value: string | undefined): Item[] {
  return (value ?? '')
    .split(',')
    .filter(Boolean)
    .map((url) => {
      const name = fileNameOfKey(decodeURIComponent(url.split('/').pop() ?? url));
      return { uid: url, name, ext: fileExtension(name), size: 0, status: 'done', percent: 100, url };
    });
}

function formatSize(bytes: number): string {
  if (!bytes) return '';
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function DocumentIcon({ ext }: { ext: string }) {
  if (ext === 'pdf') return <FilePdfOutlined />;
  if (ext === 'xlsx') return <FileExcelOutlined />;
  return <FileWordOutlined />;
}

/**
 * The upload widget of docs/spec §5: type, size and count checks with their messages, a progress bar, and
 * previews of photos and video. Files go straight to storage with the policy of GET /common/oss/sts.
 */
export function FileUpload({
  value,
  onChange,
  fileType,
  fileSize,
  limit = UPLOAD_DEFAULT_LIMIT,
  labels,
  hint,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: FileUploadProps) {
  const [items, setItems] = useState<Item[]>(() => itemsFrom(value));
  const { i18n, t } = useLingui();
  const uploads = useRef(new Map<string, AbortController>());
  const reported = useRef(value ?? '');
  const shown = useRef(items);
  shown.current = items;

  // The form changed the field itself (reset, or a value set from outside): show what it now holds. Echoes of
  // what this widget reported, even late ones, change nothing.
  useEffect(() => {
    const urls = (value ?? '').split(',').filter(Boolean);
    const known = new Set(shown.current.map((item) => item.url).filter(Boolean));
    const cleared = urls.length === 0 && shown.current.some((item) => item.status === 'done');
    if (cleared || urls.some((url) => !known.has(url))) {
      reported.current = value ?? '';
      setItems(itemsFrom(value));
    }
  }, [value]);

  // Unfinished uploads and local previews end with the widget.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const item of shown.current) if (item.localUrl) URL.revokeObjectURL(item.localUrl);
    };
  }, []);

  function update(uid: string, change: Partial<Item> | null) {
    setItems((current) => {
      const next = change
        ? current.map((item) => (item.uid === uid ? { ...item, ...change } : item))
        : current.filter((item) => item.uid !== uid);
      const joined = next
        .filter((item) => item.status === 'done' && item.url)
        .map((item) => item.url)
        .join(',');
      if (joined !== reported.current) {
        reported.current = joined;
        queueMicrotask(() => onChange?.(joined));
      }
      return next;
    });
  }

  /**
   * A policy of the file's own type (it fixes the type the file is stored as), new for every file: the server
   * stores one file per policy (docs/PRODUCT.md "Uploads").
   */
  async function policyFor(name: string): Promise<UploadPolicy> {
    return (await uploadPolicy(uploadKindOf(name) ?? 'media', fileExtension(name))).data!;
  }

  async function upload(item: Item, file: File) {
    const controller = new AbortController();
    uploads.current.set(item.uid, controller);
    try {
      const policy = await policyFor(file.name);
      if (file.size > policy.maxSize) {
        const mb = Math.floor(policy.maxSize / MB);
        throw new Error(inPageLanguage(uploadMessages.tooLarge(mb)));
      }
      const key = uploadKey(policy.keyPrefix, file.name);
      await postFile(policy, key, file, (percent) => update(item.uid, { percent }), controller.signal);
      update(item.uid, { status: 'done', percent: 100, url: `${policy.publicBaseUrl}${key}` });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      const reason = inPageLanguage((error as Error).message || uploadMessages.failed);
      message.error(reason);
      update(item.uid, { status: 'error', error: reason });
    } finally {
      uploads.current.delete(item.uid);
    }
  }

  /** The checks of docs/spec §5, in order: count, type, size. */
  function accept(file: File, batch: File[]): boolean {
    const position = batch.indexOf(file);
    if (items.length + position + 1 > limit) {
      // One message for a batch that overflows, at its first file past the limit.
      if (items.length + position === limit) message.error(inPageLanguage(uploadMessages.tooMany(limit)));
      return false;
    }
    const ext = fileExtension(file.name);
    if (!fileType.includes(ext)) {
      message.error(inPageLanguage(uploadMessages.wrongType(fileType)));
      return false;
    }
    const kind = uploadKindOf(file.name);
    const maxMb = Math.min(
      fileSize ?? Number.POSITIVE_INFINITY,
      kind ? KIND_MAX_MB[kind] : UPLOAD_DEFAULT_MAX_MB,
    );
    if (file.size > maxMb * MB) {
      message.error(inPageLanguage(uploadMessages.tooLarge(maxMb)));
      return false;
    }
    if (file.size === 0) {
      message.error(inPageLanguage(uploadMessages.empty));
      return false;
    }
    return true;
  }

  function start(file: File) {
    const ext = fileExtension(file.name);
    const item: Item = {
      uid: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      name: file.name,
      ext,
      size: file.size,
      status: 'uploading',
      percent: 0,
      file,
      localUrl: (PREVIEW_TYPES as readonly string[]).includes(ext) ? URL.createObjectURL(file) : undefined,
    };
    setItems((current) => [...current, item]);
    void upload(item, file);
  }

  function remove(item: Item) {
    uploads.current.get(item.uid)?.abort();
    if (item.localUrl) URL.revokeObjectURL(item.localUrl);
    update(item.uid, null);
  }

  function retry(item: Item) {
    if (!item.file) return;
    update(item.uid, { status: 'uploading', percent: 0, error: undefined });
    void upload(item, item.file);
  }

  const full = items.length >= limit;
  const acceptAttr = fileType.map((ext) => `.${ext}`).join(',');
  const hintId = id ? `${id}-hint` : undefined;
  const described = [hintId, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.widget}>
      {!full && (
        <Upload.Dragger
          id={id}
          accept={acceptAttr}
          multiple={limit > 1}
          showUploadList={false}
          beforeUpload={(file, batch) => {
            if (accept(file, batch)) start(file);
            return Upload.LIST_IGNORE;
          }}
          className={styles.dragger}
          aria-describedby={described}
          aria-invalid={invalid}
        >
          <p className={styles.dropIcon} aria-hidden>
            <InboxOutlined />
          </p>
          <p className={styles.dropText}>
            <Trans>点击或拖拽文件到此处上传</Trans>
          </p>
          <p className={styles.dropHint} id={hintId}>
            {[...uploadHints(fileType, { fileSize, limit, labels }, i18n), ...(hint ? [hint] : [])].map(
              (line) => (
                <span key={line} className={styles.hintLine}>
                  {line}
                </span>
              ),
            )}
          </p>
        </Upload.Dragger>
      )}
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t`已选择的文件`}>
          {items.map((item) => {
            const source = item.localUrl ?? item.url;
            const name = item.name;
            const percent = item.percent;
            return (
              <li key={item.uid} className={`${styles.item} ${item.status === 'error' ? styles.failed : ''}`}>
                <div className={styles.preview}>
                  {IMAGE_TYPES.includes(item.ext) && source ? (
                    <img src={source} alt={t`${name} 预览`} />
                  ) : VIDEO_TYPES.includes(item.ext) && source ? (
                    <video src={source} controls muted preload="metadata" aria-label={t`${name} 预览`} />
                  ) : (
                    <span className={styles.docIcon} aria-hidden>
                      <DocumentIcon ext={item.ext} />
                    </span>
                  )}
                </div>
                <div className={styles.meta}>
                  {item.url && item.status === 'done' ? (
                    <a href={item.url} target="_blank" rel="noreferrer" className={styles.name}>
                      {item.name}
                    </a>
                  ) : (
                    <span className={styles.name}>{item.name}</span>
                  )}
                  <span className={styles.size}>
                    {item.status === 'uploading'
                      ? t`上传中 ${percent}%`
                      : item.status === 'error'
                        ? item.error
                        : [t`已上传`, formatSize(item.size)].filter(Boolean).join(' · ')}
                  </span>
                  {item.status === 'uploading' && (
                    <Progress
                      percent={item.percent}
                      size="small"
                      showInfo={false}
                      aria-label={t`${name} 上传进度`}
                    />
                  )}
                </div>
                <div className={styles.actions}>
                  {item.status === 'error' && item.file && (
                    <Button
                      type="text"
                      size="small"
                      icon={<ReloadOutlined />}
                      onClick={() => retry(item)}
                      aria-label={t`重新上传 ${name}`}
                    />
                  )}
                  <Button
                    type="text"
                    size="small"
                    icon={<CloseOutlined />}
                    onClick={() => remove(item)}
                    aria-label={t`移除 ${name}`}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
