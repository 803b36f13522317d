import { CameraOutlined, StopOutlined } from '@ant-design/icons';
import type { IScannerControls } from '@zxing/browser';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import styles from './CameraScanner.module.css';

type CameraState = 'off' | 'starting' | 'on';

/** Why the camera did not start, in words the front desk can act on. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return '没有摄像头权限：请在浏览器地址栏左侧的网站设置中允许使用摄像头，然后再点“开启摄像头”。也可以直接输入票号。';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return '没有找到可用的摄像头，请连接摄像头或直接输入票号。';
  }
  if (name === 'NotReadableError' || name === 'TrackStartError') {
    return '摄像头正被其他程序占用，请关闭占用摄像头的程序后重试，或直接输入票号。';
  }
  return '摄像头无法启动，请直接输入票号。';
}

/**
 * The tablet's camera reading ticket QR codes. The decoder (@zxing/browser) is loaded only when the camera is
 * switched on, so the screen opens fast and a desk that only types never downloads it.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState<string>();
  // The latest handler, read by the decoder's callback without restarting the camera.
  const handler = useRef(onCode);
  handler.current = onCode;

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setState('off');
  };

  // Leaving the screen turns the camera (and its light) off.
  useEffect(() => () => controls.current?.stop(), []);

  const start = async () => {
    setProblem(undefined);
    // getUserMedia exists only on HTTPS (or localhost) pages.
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('此浏览器或页面不支持摄像头（需通过 HTTPS 打开管理后台），请直接输入票号。');
      return;
    }
    setState('starting');
    try {
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
      controls.current = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' }, audio: false },
        video.current ?? undefined,
        (result) => {
          if (result) handler.current(result.getText());
        },
      );
      setState('on');
    } catch (error) {
      controls.current = null;
      setState('off');
      setProblem(cameraProblem(error));
    }
  };

  return (
    <section className={styles.scanner} aria-labelledby="camera-title">
      <div className={styles.head}>
        <h2 id="camera-title" className={styles.title}>
          扫码检票
        </h2>
        {state === 'off' ? (
          <Button size="large" icon={<CameraOutlined aria-hidden />} onClick={() => void start()}>
            开启摄像头
          </Button>
        ) : (
          <Button
            size="large"
            danger
            icon={<StopOutlined aria-hidden />}
            loading={state === 'starting'}
            onClick={stop}
          >
            关闭摄像头
          </Button>
        )}
      </div>
      <div className={styles.frame} data-state={state}>
        <video ref={video} className={styles.video} muted playsInline aria-label="摄像头画面" />
        {state !== 'on' && (
          <p className={styles.hint}>
            {state === 'starting' ? '正在开启摄像头…' : '开启摄像头后，把入馆二维码对准画面中央'}
          </p>
        )}
      </div>
      {problem && <Alert type="warning" showIcon title={problem} className={styles.problem} />}
    </section>
  );
}
