import { Trans, useLingui } from '@lingui/react/macro';
import { imageSize } from '@museum/shared';
import { Image } from 'antd';
import { useState } from 'react';
import { useLanguage } from '@/shared/i18n';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import { READ_ALOUD_SKIP } from '@/shared/ui/read-aloud/speech-text';
import styles from './ExhibitionDetail.module.css';

/** Pictures of works on show; each opens large in a viewer that steps through them (arrow keys, Esc). */
export function ExhibitGallery({ title, images }: { title: string; images: string[] }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<number | null>(null);
  // A title without English (on the English site) is left out of the English names rather than mixed into them.
  const named = useLanguage() === 'zh' || !/[\u4e00-\u9fff]/.test(title);
  const alt = (index: number) => {
    const number = index + 1;
    return named ? t`${title} 展品图片 ${number}` : t`展品图片 ${number}`;
  };
  const zoomLabel = (index: number) => {
    const picture = alt(index);
    return t`放大查看${picture}`;
  };
  return (
    // Pictures without words: 朗读 passes over them.
    <section className={styles.gallery} aria-labelledby="gallery-title" {...READ_ALOUD_SKIP}>
      <h2 id="gallery-title" className={styles.galleryTitle}>
        <Trans>展品选粹</Trans>
      </h2>
      <ul className={styles.galleryGrid}>
        {images.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              className={styles.galleryItem}
              aria-label={zoomLabel(index)}
              onClick={() => setShown(index)}
            >
              <CoverImage
                src={src}
                alt=""
                ratio={5 / 4}
                widths={[320, 480, 720]}
                sizes="(max-width: 599px) 50vw, 260px"
              />
            </button>
          </li>
        ))}
      </ul>
      <Image.PreviewGroup
        items={images.map((src, index) => ({ src: imageSize(src, 1600, 0), alt: alt(index) }))}
        preview={{
          open: shown !== null,
          current: shown ?? 0,
          onOpenChange: (open) => {
            if (!open) setShown(null);
          },
          onChange: (current) => setShown(current),
        }}
      />
    </section>
  );
}
