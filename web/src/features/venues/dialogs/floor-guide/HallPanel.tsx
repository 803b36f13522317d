import { AuditOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Hall } from '@museum/shared';
import { Button } from 'antd';
import { useId } from 'react';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { useDialogs } from '@/shared/stores/dialogs';
import styles from './FloorGuideDialog.module.css';
import { areaText } from './plan-layout';

function HallDetails({ hall }: { hall: Hall }) {
  const requireLogin = useRequireLogin();
  const show = useDialogs((s) => s.show);
  const { t } = useLingui();
  const { floorName, floor } = hall;
  const area = areaText(hall);
  return (
    <>
      <p className={styles.eyebrow}>
        {hall.floorName} · {hall.floor}
      </p>
      <h3 className={styles.hallTitle}>{hall.name}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>所在楼层</Trans>
          </dt>
          <dd>
            <Trans>
              {floorName}（{floor}）
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>展厅面积</Trans>
          </dt>
          <dd>{area}</dd>
        </div>
        <div>
          <dt>
            <Trans>办展申请</Trans>
          </dt>
          <dd className={hall.applicable ? styles.open : undefined}>
            {hall.applicable ? t`可申请举办展览` : t`不对外申请`}
          </dd>
        </div>
      </dl>
      {hall.description && <p className={styles.description}>{hall.description}</p>}
      {hall.applicable && (
        <Button
          icon={<AuditOutlined aria-hidden />}
          onClick={() => requireLogin(() => show('hostApplication'))}
          className={styles.applyButton}
        >
          <Trans>申请办展</Trans>
        </Button>
      )}
    </>
  );
}

interface HallPanelProps {
  floorName: string;
  halls: Hall[];
  selectedId: number | null;
  onSelect: (hallId: number) => void;
}

/** The chosen hall's details and the floor's halls as a list (for keyboard and screen-reader visitors too). */
export function HallPanel({ floorName, halls, selectedId, onSelect }: HallPanelProps) {
  const hall = halls.find((h) => h.id === selectedId) ?? null;
  const listHeading = useId();
  const { t } = useLingui();
  const count = halls.length;
  return (
    <div className={styles.side}>
      <section className={styles.details} aria-live="polite" aria-label={t`展厅详情`}>
        {hall ? (
          <HallDetails hall={hall} />
        ) : (
          <p className={styles.placeholder}>
            <Trans>在平面图或下方列表中选择{floorName}的展厅，查看面积、介绍与办展信息。</Trans>
          </p>
        )}
      </section>

      <section aria-labelledby={listHeading} className={styles.listSection}>
        <h3 id={listHeading} className={styles.listTitle}>
          <Trans>本层展厅</Trans>
          <span className={styles.count}>
            <Trans>{count} 个</Trans>
          </span>
        </h3>
        {halls.length ? (
          <ul className={styles.hallList}>
            {halls.map((h) => (
              <li key={h.id}>
                <button
                  type="button"
                  aria-pressed={h.id === selectedId}
                  className={
                    h.id === selectedId ? `${styles.hallItem} ${styles.hallItemSelected}` : styles.hallItem
                  }
                  onClick={() => onSelect(h.id)}
                >
                  <span className={styles.hallItemName}>{h.name}</span>
                  <span className={styles.hallItemMeta}>
                    {areaText(h)}
                    {h.applicable ? ` · ${t`可申请办展`}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.placeholder}>
            <Trans>本层暂无展厅。</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
