import { useEffect, useState } from 'react';

/** A QR code drawn in the browser from a configured address. */
export function QrCode({ value, label, size = 96 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    // The encoder is fetched after the page shows: the codes sit at the foot of every page.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(value, { margin: 1, width: size * 2, color: { dark: '#1c1b19', light: '#ffffff' } }),
      )
      .then((url) => live && setSrc(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value, size]);
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <div style={{ width: size, height: size, background: '#fff', padding: 4 }}>
        {src && <img src={src} width={size - 8} height={size - 8} decoding="async" alt={`${label}二维码`} />}
      </div>
      <figcaption style={{ marginTop: 8, fontSize: 13 }}>{label}</figcaption>
    </figure>
  );
}
