import { imageSize, imageSrcSet } from '@museum/shared';
import { useState } from 'react';
import styles from './CoverImage.module.css';

export interface CoverImageProps {
  src: string;
  /** Empty when the image only decorates a link that names the item already. */
  alt: string;
  /** Height / width of the frame, e.g. 9 / 16. */
  ratio: number;
  /** Widths of the resized copies offered to the browser. */
  widths?: number[];
  /** Which width the image takes at each layout, for the browser to pick a copy. */
  sizes: string;
  /** The first screenful's main image loads at once; everything else waits until it is near. */
  eager?: boolean;
  /** `contain` shows the whole work on a mat (artworks must not be cropped); `cover` fills the frame. */
  fit?: 'cover' | 'contain';
  className?: string;
  /** The picture has arrived (a carousel then fetches its next slide). */
  onLoad?: () => void;
}

/**
 * A served image in a fixed-ratio frame: resized copies through `imgSize` with srcset, lazy by default.
 * If the image cannot be loaded, the paper-toned frame with the museum's seal stays instead of a broken icon.
 */
export function CoverImage({
  src,
  alt,
  ratio,
  widths = [360, 720, 1080],
  sizes,
  eager,
  fit = 'cover',
  className,
  onLoad,
}: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  const middle = widths[Math.floor(widths.length / 2)]!;
  // A contained image keeps its own proportions, so its copies are resized by width only.
  const copyRatio = fit === 'contain' ? 0 : ratio;
  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={{ aspectRatio: `${1 / ratio}` }}>
      {!failed && src && (
        <img
          className={`${styles.image} ${fit === 'contain' ? styles.contain : ''}`}
          src={imageSize(src, middle, Math.round(middle * copyRatio))}
          // The frame's aspect-ratio reserves the space; the size says so again before any style sheet applies.
          width={middle}
          height={Math.round(middle * ratio)}
          srcSet={imageSrcSet(src, widths, copyRatio)}
          sizes={sizes}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onLoad={onLoad}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
