import {
  ExpandOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import type { WorkImage } from '@museum/shared';
import { imageSize } from '@museum/shared';
import { Button, Tooltip } from 'antd';
import type OpenSeadragon from 'openseadragon';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../../shared/lib/motion';
import styles from './DeepZoomViewer.module.css';

type Status = 'loading' | 'ready' | 'failed';

/**
 * Deep zoom on the IIIF Image service: drag or arrow keys pan, the wheel or +/- zoom, 0 returns to the whole
 * work. The viewer's own key handling works once its canvas has focus; the buttons do the same for pointers
 * and screen readers. If the service cannot be reached, or the installation has none for the picture (an ICMS
 * without IIIF), the plain picture is shown instead.
 */
export function DeepZoomViewer({ images, title }: { images: WorkImage[]; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [fullPage, setFullPage] = useState(false);
  const image = images[index]!;
  // A picture without a IIIF service (an outside ICMS) is shown plainly, without zoom controls.
  const zoomable = Boolean(image.iiif);
  const label = images.length > 1 ? `${title}（第 ${index + 1} 张，共 ${images.length} 张）` : title;

  useEffect(() => {
    const service = image.iiif;
    if (!service) {
      setStatus('failed');
      return;
    }
    let live = true;
    setStatus('loading');
    // The viewer's code is large; it loads with the first work a visitor opens.
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
      instance.canvas.setAttribute('aria-roledescription', '可缩放图像');
      instance.canvas.setAttribute('aria-label', `${label}：方向键平移，加号与减号缩放，0 复位`);
      instance.addHandler('open', () => live && setStatus('ready'));
      instance.addHandler('open-failed', () => live && setStatus('failed'));
      instance.addHandler('full-page', (event) => live && setFullPage(Boolean(event.fullPage)));
      viewer.current = instance;
    });
    return () => {
      live = false;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [image.iiif, label]);

  const zoomBy = (factor: number) => {
    const v = viewer.current;
    if (!v) return;
    v.viewport.zoomBy(factor);
    v.viewport.applyConstraints();
  };

  const controls = [
    { label: '放大', icon: <ZoomInOutlined />, onClick: () => zoomBy(1.5) },
    { label: '缩小', icon: <ZoomOutOutlined />, onClick: () => zoomBy(1 / 1.5) },
    { label: '复位', icon: <ExpandOutlined />, onClick: () => viewer.current?.viewport.goHome() },
    {
      label: fullPage ? '退出全屏' : '全屏查看',
      icon: fullPage ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
      onClick: () => viewer.current?.setFullScreen(!fullPage),
    },
  ];

  return (
    <section className={styles.viewer} aria-label="藏品图像">
      <div className={styles.stage}>
        <div ref={container} className={styles.canvas} hidden={status === 'failed'} />
        {status === 'loading' && (
          <p className={styles.status} role="status">
            正在载入高清图像…
          </p>
        )}
        {status === 'failed' && (
          <img
            className={styles.fallback}
            src={imageSize(image.url, 1280, 0)}
            alt={label}
            width={image.width}
            height={image.height}
          />
        )}
        {zoomable && (
          <div className={styles.toolbar} role="toolbar" aria-label="图像操作">
            {controls.map((control) => (
              <Tooltip key={control.label} title={control.label} placement="left">
                <Button
                  shape="circle"
                  icon={control.icon}
                  aria-label={control.label}
                  disabled={status !== 'ready'}
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
            拖动或用方向键平移，滚轮或 + / − 缩放，0 复位（用键盘时先以 Tab 键选中图像）。
          </p>
        )}
        {images.length > 1 && (
          <ul className={styles.thumbs} aria-label="切换图像">
            {images.map((candidate, i) => (
              <li key={candidate.url}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-pressed={i === index}
                  aria-label={`第 ${i + 1} 张图像`}
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
