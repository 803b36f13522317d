import { ArrowLeftOutlined, ArrowRightOutlined, PlusOutlined } from '@ant-design/icons';
import { fileExtension, STAFF_IMAGE_TYPES, staffUploadMessages } from '@museum/shared';
import { Button, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useEffect, useRef, useState } from 'react';
import { message } from '@/shared/lib/feedback';
import { nameOfUpload, type StaffUploadedFile, type StaffUploader, uploadErrorMessage } from '../upload';
import styles from './ImageUpload.module.css';

/** Props shared by the single image and the gallery. */
interface ImageUploadCommonProps {
  /** Sends a chosen (and cropped) file; `createStaffUploader(...)`. */
  uploader: StaffUploader;
  /** Width / height of the crop box, e.g. 16 / 9 for a banner; without it the editor crops freely (4 / 3 to start). */
  aspect?: number;
  /** Crop before uploading (default true); GIFs are never cropped, so that they keep moving. */
  crop?: boolean;
  /** What the picture is ("封面"), for the button and the labels. */
  label?: string;
  /** One more line under the picture, e.g. the size it is shown at. */
  hint?: string;
  id?: string;
  disabled?: boolean;
}

export interface ImageUploadProps extends ImageUploadCommonProps {
  /** The image's address (`/files/...`), '' or undefined when none: an antd Form field. */
  value?: string | null;
  onChange?: (value: string) => void;
}

export interface ImageListUploadProps extends ImageUploadCommonProps {
  /** The gallery's addresses in order. */
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  /** Most pictures (default 20). */
  max?: number;
}

const IMAGE_ACCEPT = STAFF_IMAGE_TYPES.map((ext) => `.${ext}`).join(',');
/** Thumbnails are asked for resized (docs/PRODUCT.md "Content"); other addresses are shown as they are. */
const thumbnail = (url: string) => (url.startsWith('/files/') ? `${url}?imgSize=300_300` : url);

const doneItem = (url: string): UploadFile => ({
  uid: url,
  name: nameOfUpload(url),
  status: 'done',
  url,
  thumbUrl: thumbnail(url),
});

const doneUrls = (files: UploadFile[]) =>
  files.flatMap((file) => (file.status === 'done' && file.url ? [file.url] : []));

/**
 * The picture field of a content form: choose, crop (antd-img-crop), upload with progress through the staff
 * policy, preview, remove; a gallery also reorders. Only the addresses of finished uploads reach the form.
 */
function ImageUploadField({
  urls,
  report,
  max,
  uploader,
  aspect,
  crop = true,
  label = '图片',
  hint,
  id,
  disabled,
}: ImageUploadCommonProps & { urls: string[]; report: (urls: string[]) => void; max: number }) {
  const [files, setFiles] = useState<UploadFile[]>(() => urls.map(doneItem));
  const [preview, setPreview] = useState<string | null>(null);
  const reported = useRef(urls.join('\n'));
  const hintId = id ? `${id}-hint` : undefined;

  // The form set the field itself (a record loaded, a reset): show what it holds. Echoes of our own reports
  // change nothing, so uploads in progress stay.
  const joined = urls.join('\n');
  useEffect(() => {
    if (joined === reported.current) return;
    reported.current = joined;
    setFiles(joined ? joined.split('\n').map(doneItem) : []);
  }, [joined]);

  function show(next: UploadFile[]) {
    setFiles(next);
    const done = doneUrls(next);
    if (done.join('\n') !== reported.current) {
      reported.current = done.join('\n');
      report(done);
    }
  }

  /** Checked after cropping, before any request: a picture of a type the server takes. */
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!(STAFF_IMAGE_TYPES as readonly string[]).includes(fileExtension(file.name))) {
      message.error(staffUploadMessages.notImage);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = (options) => {
    const controller = new AbortController();
    uploader
      .upload(options.file as File, {
        signal: controller.signal,
        onProgress: (percent) => options.onProgress?.({ percent }),
      })
      .then((uploaded) => options.onSuccess?.(uploaded))
      .catch((error: unknown) => {
        const reason = uploadErrorMessage(error);
        if (reason) message.error(reason);
        options.onError?.(new Error(reason ?? ''));
      });
    return { abort: () => controller.abort() };
  };

  const onChange: UploadProps['onChange'] = ({ fileList }) => {
    show(
      fileList.map((file) => {
        const uploaded = file.response as StaffUploadedFile | undefined;
        return file.status === 'done' && uploaded?.url && !file.url
          ? { ...file, url: uploaded.url, thumbUrl: thumbnail(uploaded.url) }
          : file;
      }),
    );
  };

  function move(file: UploadFile, by: -1 | 1) {
    const index = files.indexOf(file);
    const target = index + by;
    if (index < 0 || target < 0 || target >= files.length) return;
    const next = [...files];
    [next[index], next[target]] = [next[target]!, next[index]!];
    show(next);
  }

  const upload = (
    <Upload
      id={id}
      accept={IMAGE_ACCEPT}
      listType="picture-card"
      fileList={files}
      maxCount={max === 1 ? 1 : undefined}
      multiple={max > 1}
      disabled={disabled}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={onChange}
      onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
      aria-describedby={hintId}
      itemRender={
        max > 1
          ? (node, file, list) => (
              <div className={styles.item}>
                {node}
                <div className={styles.order}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowLeftOutlined />}
                    aria-label={`前移 ${file.name}`}
                    disabled={disabled || list.indexOf(file) === 0}
                    onClick={() => move(file, -1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowRightOutlined />}
                    aria-label={`后移 ${file.name}`}
                    disabled={disabled || list.indexOf(file) === list.length - 1}
                    onClick={() => move(file, 1)}
                  />
                </div>
              </div>
            )
          : undefined
      }
    >
      {files.length < max && (
        <span className={styles.trigger}>
          <PlusOutlined aria-hidden />
          <span>{files.length && max === 1 ? `更换${label}` : `上传${label}`}</span>
        </span>
      )}
    </Upload>
  );

  return (
    <div className={styles.field}>
      {crop ? (
        <ImgCrop
          aspect={aspect ?? 4 / 3}
          aspectSlider={aspect === undefined}
          rotationSlider
          showReset
          resetText="重置"
          quality={0.92}
          modalTitle={`裁剪${label}`}
          modalOk="确定"
          modalCancel="取消"
          // A GIF would lose its frames, and a file of another type is refused by beforeUpload with its message.
          beforeCrop={(file) => ['jpg', 'jpeg', 'png', 'webp'].includes(fileExtension(file.name))}
        >
          {upload}
        </ImgCrop>
      ) : (
        upload
      )}
      <p className={styles.hint} id={hintId}>
        {`${STAFF_IMAGE_TYPES.join('、').toUpperCase()} 格式${max > 1 ? `，最多 ${max} 张` : ''}`}
        {hint ? `；${hint}` : ''}
      </p>
      <Modal
        open={preview !== null}
        title={`${label}预览`}
        footer={null}
        onCancel={() => setPreview(null)}
        width={800}
      >
        {preview && <img src={preview} alt={`${label}预览`} className={styles.preview} />}
      </Modal>
    </div>
  );
}

/** One picture (a cover, a banner, a portrait) as a URL string. */
export function ImageUpload({ value, onChange, ...props }: ImageUploadProps) {
  return (
    <ImageUploadField
      {...props}
      max={1}
      urls={value ? [value] : []}
      report={(urls) => onChange?.(urls[0] ?? '')}
    />
  );
}

/** A gallery: several pictures in order, each removable and movable. */
export function ImageListUpload({ value, onChange, max = 20, ...props }: ImageListUploadProps) {
  return <ImageUploadField {...props} max={max} urls={value ?? []} report={(urls) => onChange?.(urls)} />;
}
