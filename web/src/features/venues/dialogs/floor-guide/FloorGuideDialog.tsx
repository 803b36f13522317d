import { CompassOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Floor } from '@museum/shared';
import { Button, Modal, Result, Spin } from 'antd';
import { useId, useState } from 'react';
import type { DialogProps } from '@/shared/ui/dialog/types';
import { useFloorPlans } from '../../api';
import styles from './FloorGuideDialog.module.css';
import { FloorPlan } from './FloorPlan';
import { FloorTabs, tabIdOf } from './FloorTabs';
import { HallPanel } from './HallPanel';
import { Legend } from './Legend';

const DEFAULT_FLOOR: Floor = '1F';

/**
 * The floor guide (docs/spec §2): the four floors' plans drawn from the server's data, halls to select, zoom and
 * pan, and the chosen hall's details beside the plan (below it on a phone).
 */
export default function FloorGuideDialog({ onClose }: DialogProps) {
  const plans = useFloorPlans();
  const [floor, setFloor] = useState<Floor>(DEFAULT_FLOOR);
  const [hallId, setHallId] = useState<number | null>(null);
  const idBase = useId();
  const { t } = useLingui();

  const list = plans.data ?? [];
  const plan = list.find((p) => p.floor === floor) ?? list[0];

  const changeFloor = (next: Floor) => {
    setFloor(next);
    setHallId(null);
  };

  return (
    <Modal
      open
      title={
        <span className={styles.title}>
          <CompassOutlined aria-hidden /> <Trans>楼层导览</Trans>
        </span>
      }
      width={{ xs: '100%', md: 'calc(100vw - 48px)', xl: 1100 }}
      footer={null}
      onCancel={onClose}
      style={{ top: 24 }}
      destroyOnHidden
      classNames={{ root: styles.root, container: styles.container, body: styles.body }}
    >
      {plans.isPending ? (
        <div className={styles.loading}>
          <Spin description={t`正在加载楼层平面图`} />
        </div>
      ) : plans.isError || !plan ? (
        <Result
          status="warning"
          title={t`楼层平面图暂时无法显示`}
          subTitle={t`请检查网络后重试。`}
          extra={
            <Button type="primary" onClick={() => void plans.refetch()}>
              <Trans>重新加载</Trans>
            </Button>
          }
        />
      ) : (
        <>
          <FloorTabs plans={list} value={plan.floor} onChange={changeFloor} idBase={idBase} />
          <div
            role="tabpanel"
            id={`${idBase}-panel`}
            aria-labelledby={tabIdOf(idBase, plan.floor)}
            className={styles.panel}
          >
            <header className={styles.floorIntro}>
              <h3 className={styles.floorName}>
                {plan.name}
                <span className={styles.floorCode}>{plan.floor}</span>
              </h3>
              <p className={styles.summary}>{plan.summary}</p>
            </header>
            <div className={styles.layout}>
              <FloorPlan key={plan.floor} plan={plan} selectedId={hallId} onSelect={setHallId} />
              <Legend plan={plan} />
              <HallPanel floorName={plan.name} halls={plan.halls} selectedId={hallId} onSelect={setHallId} />
            </div>
          </div>
        </>
      )}
    </Modal>
  );
}
