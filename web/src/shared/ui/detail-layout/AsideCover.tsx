import { CoverImage } from '../cover-image/CoverImage';

/** An article's picture at the top of its facts box; decorative, the title says what it is about. */
export function AsideCover({ src }: { src: string }) {
  return (
    <CoverImage src={src} alt="" ratio={3 / 4} widths={[320, 640]} sizes="(max-width: 1023px) 100vw, 320px" />
  );
}
