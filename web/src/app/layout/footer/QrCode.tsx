import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import styles from './QrCode.module.css';

/** A QR code drawn in the browser from a configured address. */
export function QrCode({ value, label, size = 96 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string>();
  const frame = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  useEffect(() => {
    let live = true;
    const draw = () =>
      import('qrcode')
        .then(({ default: QRCode }) =>
          QRCode.toDataURL(value, {
            margin: 1,
            width: size * 2,
            color: { dark: '#1c1b19', light: '#ffffff' },
          }),
        )
        .then((url) => live && setSrc(url))
        .catch(() => undefined);
    // The codes sit at the foot of every page: drawn as the visitor nears them, not while the page starts (three
    // canvases cost a phone a third of a second).
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        void draw();
      },
      { rootMargin: '400px 0px' },
    );
    if (frame.current) near.observe(frame.current);
    return () => {
      live = false;
      near.disconnect();
    };
  }, [value, size]);
  return (
    <figure className={styles.figure}>
      <div ref={frame} className={styles.frame} style={{ width: size, height: size }}>
        {src && <img src={src} width={size - 8} height={size - 8} decoding="async" alt={t`${label}二维码`} />}
      </div>
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
