import { CoverImage } from './CoverImage';

/**
 * The portrait cover (3:4) at the side of a list's row, `width` pixels wide: copies at that width and twice it. It
 * only decorates the row's title link, so it has no text of its own.
 */
export function RowCover({ src, width, className }: { src: string; width: number; className?: string }) {
  return (
    <CoverImage
      src={src}
      alt=""
      ratio={3 / 4}
      className={className}
      widths={[width, width * 2]}
      sizes={`${width}px`}
    />
  );
}
