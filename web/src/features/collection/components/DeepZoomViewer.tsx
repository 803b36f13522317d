import {
  ExpandOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkImage } from '@museum/shared';
import { imageSize, imageSrcSet, LANGUAGE_TAGS } from '@museum/shared';
import { Button, Tooltip } from 'antd';
import type OpenSeadragon from 'openseadragon';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '@/shared/i18n';
import { prefersReducedMotion } from '@/shared/lib/motion';
import styles from './DeepZoomViewer.module.css';

/** `picture` until the visitor reaches for the viewer; `failed` keeps the picture (no IIIF service, or none reached). */
type Status = 'picture' | 'loading' | 'ready' | 'failed';

/** Widths of the picture's resized copies (among the server's VARIANT_WIDTHS): a phone's screen up to the stage's widest. */
const PICTURE_WIDTHS = [480, 960, 1280, 1920];

/**
 * Deep zoom on the IIIF Image service: drag or arrow keys pan, the wheel or +/- zoom, 0 returns to the whole
 * work. The page shows the picture itself first (it is the page's main image, drawn by the server); the viewer
 * (OpenSeadragon, large, and busy as it starts) loads when a pointer comes over the picture, a finger touches it
 * or the keyboard reaches its buttons, and takes the picture's place once the whole work is shown. Its own key
 * handling works once its canvas has focus; the buttons do the same for pointers and screen readers, and a button
 * pressed before the viewer is there acts once it is. If the service cannot be reached, or the installation has
 * none for the picture (an ICMS without IIIF), the picture stays, without zoom controls.
 */
export function DeepZoomViewer({ images, title }: { images: WorkImage[]; title: string }) {
  const { t } = useLingui();
  // A title without English (on the English site) is named as Chinese.
  const titleLang = useLanguage() === 'en' && /[\u4e00-\u9fff]/.test(title) ? LANGUAGE_TAGS.zh : undefined;
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const pending = useRef<((viewer: OpenSeadragon.Viewer) => void) | null>(null);
  const [index, setIndex] = useState(0);
  const [wanted, setWanted] = useState(false);
  const [status, setStatus] = useState<Status>('picture');
  const [fullPage, setFullPage] = useState(false);
  const image = images[index]!;
  const zoomable = Boolean(image.iiif);
  const number = index + 1;
  const count = images.length;
  const label = count > 1 ? t`${title}（第 ${number} 张，共 ${count} 张）` : title;
  const roleDescription = t`可缩放图像`;
  const canvasLabel = t`${label}：方向键平移，加号与减号缩放，0 复位`;
  const pictureLabel = (i: number) => {
    const picture = i + 1;
    return t`第 ${picture} 张图像`;
  };
  const want = () => setWanted(true);

  useEffect(() => {
    const service = image.iiif;
    if (!service) {
      setStatus('failed');
      return;
    }
    if (!wanted) {
      setStatus('picture');
      return;
    }
    let live = true;
    setStatus('loading');
    void import('openseadragon').then(({ default: OSD }) => {
      if (!live || !container.current) return;
      const instance = OSD({
        element: container.current,
        tileSources: `${service}/info.json`,
        crossOriginPolicy: 'Anonymous',
        drawer: 'canvas',
        showNavigationControl: false,
        // The overview map takes too much of a phone's screen.
        showNavigator: window.matchMedia('(min-width: 600px)').matches,
        navigatorPosition: 'BOTTOM_RIGHT',
        navigatorAutoFade: true,
        visibilityRatio: 0.8,
        constrainDuringPan: true,
        maxZoomPixelRatio: 2,
        gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true },
        // Zoom and pan jump rather than glide for visitors who ask for less motion (1.2 s is the viewer's default).
        animationTime: prefersReducedMotion() ? 0 : 1.2,
      });
      instance.canvas.setAttribute('role', 'application');
      instance.canvas.setAttribute('aria-roledescription', roleDescription);
      instance.canvas.setAttribute('aria-label', canvasLabel);
      if (titleLang) instance.canvas.setAttribute('lang', titleLang);
      instance.addHandler('open', () => {
        if (!live) return;
        setStatus('ready');
        pending.current?.(instance);
        pending.current = null;
      });
      instance.addHandler('open-failed', () => live && setStatus('failed'));
      instance.addHandler('full-page', (event) => live && setFullPage(Boolean(event.fullPage)));
      viewer.current = instance;
    });
    return () => {
      live = false;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [image.iiif, roleDescription, canvasLabel, titleLang, wanted]);

  /** Acts on the viewer now, or once it has opened if the press came first. */
  const act = (action: (viewer: OpenSeadragon.Viewer) => void) => {
    if (viewer.current && status === 'ready') return action(viewer.current);
    pending.current = action;
    want();
  };

  const zoomBy = (factor: number) =>
    act((v) => {
      v.viewport.zoomBy(factor);
      v.viewport.applyConstraints();
    });

  const controls = [
    { label: t`放大`, icon: <ZoomInOutlined />, onClick: () => zoomBy(1.5) },
    { label: t`缩小`, icon: <ZoomOutOutlined />, onClick: () => zoomBy(1 / 1.5) },
    { label: t`复位`, icon: <ExpandOutlined />, onClick: () => act((v) => v.viewport.goHome()) },
    {
      label: fullPage ? t`退出全屏` : t`全屏查看`,
      icon: fullPage ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
      onClick: () => act((v) => v.setFullScreen(!fullPage)),
    },
  ];

  return (
    <section
      className={styles.viewer}
      aria-label={t`藏品图像`}
      // A mouse over the picture, a finger on it, or the keyboard on its buttons: the viewer is wanted.
      onPointerEnter={want}
      onPointerDown={want}
      onFocus={want}
    >
      <div className={styles.stage}>
        <div ref={container} className={styles.canvas} hidden={status === 'failed'} />
        {status !== 'ready' && (
          <img
            // Where the viewer will show the whole work (edge to edge), so that it takes over without a jump.
            className={`${styles.fallback} ${zoomable ? styles.flush : ''}`}
            src={imageSize(image.url, 1280, 0)}
            srcSet={imageSrcSet(image.url, PICTURE_WIDTHS)}
            sizes="(max-width: 1280px) 100vw, 1280px"
            alt={label}
            lang={titleLang}
            width={image.width}
            height={image.height}
            fetchPriority="high"
          />
        )}
        {status === 'loading' && (
          <p className={styles.status} role="status">
            <Trans>正在载入高清图像…</Trans>
          </p>
        )}
        {zoomable && (
          <div className={styles.toolbar} role="toolbar" aria-label={t`图像操作`}>
            {controls.map((control) => (
              <Tooltip key={control.label} title={control.label} placement="left">
                <Button
                  shape="circle"
                  icon={control.icon}
                  aria-label={control.label}
                  disabled={status === 'failed'}
                  onClick={control.onClick}
                />
              </Tooltip>
            ))}
          </div>
        )}
      </div>
      <div className={styles.footer}>
        {zoomable && (
          <p className={styles.hint}>
            <Trans>拖动或用方向键平移，滚轮或 + / − 缩放，0 复位（用键盘时先以 Tab 键选中图像）。</Trans>
          </p>
        )}
        {images.length > 1 && (
          <ul className={styles.thumbs} aria-label={t`切换图像`}>
            {images.map((candidate, i) => (
              <li key={candidate.url}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-pressed={i === index}
                  aria-label={pictureLabel(i)}
                  onClick={() => setIndex(i)}
                >
                  <img src={imageSize(candidate.url, 96, 96)} alt="" width={48} height={48} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
