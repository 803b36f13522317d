import { FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { type AttachedFile, fileExtension } from '@museum/shared';
import styles from './AttachedFiles.module.css';

const IMAGES = ['jpg', 'jpeg', 'png'];
const VIDEOS = ['mp4', 'mov'];

/** The files a visitor attached: photos as thumbnails, videos and documents by name; each opens in a new tab. */
export function AttachedFiles({ files }: { files: AttachedFile[] }) {
  return (
    <ul className={styles.files}>
      {files.map((file) => {
        const ext = fileExtension(file.name);
        return (
          <li key={file.url}>
            <a href={file.url} target="_blank" rel="noreferrer" className={styles.file}>
              {IMAGES.includes(ext) ? (
                <img src={`${file.url}?imgSize=96_96`} alt="" width={48} height={48} loading="lazy" />
              ) : (
                <span className={styles.fileIcon} aria-hidden>
                  {VIDEOS.includes(ext) ? <PlayCircleOutlined /> : <FileTextOutlined />}
                </span>
              )}
              <span className={styles.fileName}>{file.name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
