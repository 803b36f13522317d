import { CheckCircleFilled, ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { WECHAT_POLL_INTERVAL_MS, WechatLoginCode, type WechatQrcode } from '@museum/shared';
import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { RequestError } from '@/shared/api/request';
import { accountsApi } from '../../../api';
import styles from '../LoginDialog.module.css';
import { useFinishLogin } from '../useFinishLogin';

/** 32 random hex characters; crypto.getRandomValues works on plain http too, unlike randomUUID. */
function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'waiting' }
  | { kind: 'scanned' }
  | { kind: 'over'; message: string };

/**
 * The WeChat QR code, polled every 2 s with errors silenced until it answers 200 (docs/spec §4). Polling stops
 * when the code is over, on sign-in, or when this panel unmounts (the dialog closed or changed mode).
 */
export function WechatPanel() {
  const finish = useFinishLogin();
  const [round, setRound] = useState(0);
  const [qrcode, setQrcode] = useState<WechatQrcode>();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const { t } = useLingui();
  const loadFailed = t`二维码加载失败，请点击刷新`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each round (a refresh) starts a new state
  useEffect(() => {
    const state = randomState();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setQrcode(undefined);
    setPhase({ kind: 'loading' });

    // The next check is scheduled after the answer, so a slow network never stacks requests.
    async function poll() {
      try {
        const result = await accountsApi.wechatCheckLogin(state);
        if (stopped) return;
        stopped = true;
        await finish(result.data!.token);
        return;
      } catch (error) {
        if (stopped) return;
        if (error instanceof RequestError && error.code === WechatLoginCode.expired) {
          setPhase({ kind: 'over', message: error.message });
          return;
        }
        if (error instanceof RequestError && error.code === WechatLoginCode.scanned)
          setPhase({ kind: 'scanned' });
      }
      timer = setTimeout(poll, WECHAT_POLL_INTERVAL_MS);
    }

    accountsApi
      .wechatQrcode(state)
      .then((result) => {
        if (stopped) return;
        setQrcode(result.data);
        setPhase({ kind: 'waiting' });
        timer = setTimeout(poll, WECHAT_POLL_INTERVAL_MS);
      })
      .catch(() => !stopped && setPhase({ kind: 'over', message: loadFailed }));

    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [round]);

  const refresh = () => setRound((n) => n + 1);

  if (qrcode?.mode === 'open' && qrcode.authorizeUrl) {
    return (
      <div className={styles.wechat}>
        <iframe className={styles.wechatFrame} src={qrcode.authorizeUrl} title={t`微信扫码登录`} />
        {phase.kind === 'over' && <Over message={phase.message} onRefresh={refresh} />}
      </div>
    );
  }

  return (
    <div className={styles.wechat}>
      <div className={styles.qrBox}>
        {qrcode?.base64 ? (
          <img src={qrcode.base64} alt={t`微信登录二维码`} width={200} height={200} />
        ) : (
          <Spin aria-label={t`二维码加载中`} />
        )}
        {phase.kind === 'scanned' && (
          <div className={styles.qrOverlay} role="status">
            <CheckCircleFilled className={styles.qrOk} aria-hidden />
            <span>{t`已扫码，请在手机上确认登录`}</span>
          </div>
        )}
        {phase.kind === 'over' && <Over message={phase.message} onRefresh={refresh} />}
      </div>
      <p className={styles.wechatHint}>
        <WechatOutlined aria-hidden className={styles.wechatIcon} /> {t`请使用微信扫一扫登录`}
      </p>
      {qrcode?.simulatorUrl && (
        <p className={styles.note}>
          <Trans>
            演示环境：二维码对应本站内置的微信模拟器。没有手机时，也可
            <a href={qrcode.simulatorUrl} target="_blank" rel="noopener noreferrer">
              在新窗口打开模拟器
            </a>
            。
          </Trans>
        </p>
      )}
    </div>
  );
}

function Over({ message, onRefresh }: { message: string; onRefresh: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.qrOverlay} role="status">
      <span>{message}</span>
      <Button icon={<ReloadOutlined />} onClick={onRefresh}>
        {t`刷新二维码`}
      </Button>
    </div>
  );
}
