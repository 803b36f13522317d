import styles from './Avatar.module.css';

/**
 * A visitor's round picture in the header and the side bar. Not antd's Avatar: its module brings the avatar group,
 * and with it popovers and tooltips, into every page's first load.
 */
export function Avatar({ src, size, alt = '' }: { src: string; size: number; alt?: string }) {
  return <img className={styles.avatar} src={src} width={size} height={size} alt={alt} decoding="async" />;
}
