import { CaretRightOutlined, LeftOutlined, PauseOutlined, RightOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Banner } from '@museum/shared';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCareMode } from '../../care-mode/care-mode';
import { prefersReducedMotion } from '../../lib/motion';
import { CoverImage } from '../cover-image/CoverImage';
import styles from './HeroCarousel.module.css';

const INTERVAL_MS = 6000;
/** Height / width of a banner (1920×800). */
const BANNER_RATIO = 800 / 1920;
const isExternal = (link: string) => /^https?:\/\//.test(link);

/**
 * Banner slides (1920×800) that advance on their own every few seconds, with previous/next, one button per
 * slide and a pause button (WCAG 2.2.2). Hovering or focusing the carousel pauses it as well; visitors who
 * ask for reduced motion, and care mode, get no automatic advance. Hidden slides are inert, so Tab only reaches the one shown.
 * While the banners load (`banners` undefined) an empty frame of the same size holds their place, so the page
 * below does not jump when they arrive. The slides lie on top of one another, all "in view", so `loading=lazy`
 * would fetch every picture at once: a slide's picture is asked for once the slide is shown, and the next one's
 * only after the first picture has arrived, so that nothing competes with the first screen's main image.
 */
export function HeroCarousel({ banners: loaded, label }: { banners: Banner[] | undefined; label: string }) {
  const banners = loaded ?? [];
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const { care } = useCareMode();
  const [reducedMotion] = useState(prefersReducedMotion);
  // The visitor's own press of pause or play, once made, wins; until then care mode (turned on at any time) and
  // reduced motion keep the slides still.
  const [chosen, setChosen] = useState<boolean>();
  const playing = chosen ?? (!care && !reducedMotion);
  const [held, setHeld] = useState(false);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [firstArrived, setFirstArrived] = useState(false);
  const count = banners.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setTimeout(() => go(index + 1), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, index, count, go]);
  useEffect(() => {
    const wanted = firstArrived ? [index, (index + 1) % count] : [index];
    setShown((before) => (wanted.every((i) => before.has(i)) ? before : new Set([...before, ...wanted])));
  }, [index, count, firstArrived]);

  if (!loaded) {
    return (
      <section className={styles.carousel} aria-label={label} aria-busy="true">
        <CoverImage src="" alt="" ratio={BANNER_RATIO} className={styles.image} sizes="100vw" />
      </section>
    );
  }
  if (!count) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={styles.slides}>
        {banners.map((banner, i) => {
          const position = i + 1;
          const title = banner.title;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a labelled group, not a form fieldset
            <div
              key={banner.id}
              className={`${styles.slide} ${i === index ? styles.active : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${position} / ${count}：${title}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <CoverImage
                src={shown.has(i) ? banner.image : ''}
                alt=""
                ratio={BANNER_RATIO}
                eager={i === 0}
                onLoad={i === 0 ? () => setFirstArrived(true) : undefined}
                className={styles.image}
                widths={[768, 1280, 1920]}
                sizes="100vw"
              />
              <div className={styles.caption}>
                <div className={`page-container ${styles.captionInner}`}>
                  <p className={styles.title}>{banner.title}</p>
                  {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
                  {banner.link &&
                    (isExternal(banner.link) ? (
                      <a className={styles.more} href={banner.link} target="_blank" rel="noopener noreferrer">
                        <Trans>
                          了解详情<span className="visually-hidden">：{title}（在新窗口打开）</span>
                        </Trans>
                      </a>
                    ) : (
                      <Link className={styles.more} to={banner.link}>
                        <Trans>
                          了解详情<span className="visually-hidden">：{title}</span>
                        </Trans>
                      </Link>
                    ))}
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <div className={`page-container ${styles.controlsInner}`}>
            <button
              type="button"
              className={styles.control}
              aria-label={t`上一张`}
              onClick={() => go(index - 1)}
            >
              <LeftOutlined aria-hidden />
            </button>
            <div className={styles.dots}>
              {banners.map((banner, i) => {
                const position = i + 1;
                const title = banner.title;
                return (
                  <button
                    key={banner.id}
                    type="button"
                    className={styles.dot}
                    aria-label={t`第 ${position} 张：${title}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => go(i)}
                  />
                );
              })}
            </div>
            <button
              type="button"
              className={styles.control}
              aria-label={t`下一张`}
              onClick={() => go(index + 1)}
            >
              <RightOutlined aria-hidden />
            </button>
            <button
              type="button"
              className={styles.control}
              aria-label={playing ? t`暂停轮播` : t`继续轮播`}
              onClick={() => setChosen(!playing)}
            >
              {playing ? <PauseOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
