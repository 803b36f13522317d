import { AuditOutlined } from '@ant-design/icons';
import type { Hall } from '@museum/shared';
import { Button } from 'antd';
import { useId } from 'react';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { useDialogs } from '@/shared/stores/dialogs';
import styles from './FloorGuideDialog.module.css';

function HallDetails({ hall }: { hall: Hall }) {
  const requireLogin = useRequireLogin();
  const show = useDialogs((s) => s.show);
  return (
    <>
      <p className={styles.eyebrow}>
        {hall.floorName} · {hall.floor}
      </p>
      <h3 className={styles.hallTitle}>{hall.name}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>所在楼层</dt>
          <dd>
            {hall.floorName}（{hall.floor}）
          </dd>
        </div>
        <div>
          <dt>展厅面积</dt>
          <dd>{hall.area} ㎡</dd>
        </div>
        <div>
          <dt>办展申请</dt>
          <dd className={hall.applicable ? styles.open : undefined}>
            {hall.applicable ? '可申请举办展览' : '不对外申请'}
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
          申请办展
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
  return (
    <div className={styles.side}>
      <section className={styles.details} aria-live="polite" aria-label="展厅详情">
        {hall ? (
          <HallDetails hall={hall} />
        ) : (
          <p className={styles.placeholder}>
            在平面图或下方列表中选择{floorName}的展厅，查看面积、介绍与办展信息。
          </p>
        )}
      </section>

      <section aria-labelledby={listHeading} className={styles.listSection}>
        <h3 id={listHeading} className={styles.listTitle}>
          本层展厅
          <span className={styles.count}>{halls.length} 个</span>
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
                    {h.area} ㎡{h.applicable ? ' · 可申请办展' : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.placeholder}>本层暂无展厅。</p>
        )}
      </section>
    </div>
  );
}
