import { DONATION_STATUS_LABELS, type DonationReport, type DonationStatus } from '@museum/shared';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useDonations } from '../../../api/services';
import { useDialogs } from '../../../stores/dialogs';
import { AttachedFiles } from '../service-tab/AttachedFiles';
import { ServiceTab, StatusTag, type Tone } from '../service-tab/ServiceTab';
import tab from '../service-tab/ServiceTab.module.css';
import styles from './DonationsTab.module.css';

const TONES: Record<DonationStatus, Tone> = {
  received: 'waiting',
  contacted: 'done',
  accepted: 'good',
  declined: 'ended',
};

const TITLE_MAX = 40;

/**
 * A report is named by what is donated: the first line of its description (the rest of the description follows
 * it), cut short when long; a report without a description by who registered it.
 */
function titleOf(report: DonationReport): { title: string; rest: string } {
  const [first = '', ...more] = report.intro.trim().split(/\r?\n+/);
  const line = first.trim();
  if (!line) return { title: `${report.people || report.phone} 登记的藏品`, rest: '' };
  const chars = [...line];
  if (chars.length <= TITLE_MAX) return { title: line, rest: more.join('\n').trim() };
  return { title: `${chars.slice(0, TITLE_MAX).join('')}…`, rest: report.intro.trim() };
}

/** My donation reports, as the collection department follows them up. */
export default function DonationsTab() {
  const [page, setPage] = useState(1);
  const donations = useDonations(page);
  const show = useDialogs((s) => s.show);

  return (
    <ServiceTab
      title="捐赠登记"
      description="典藏部将在 10 个工作日内与您电话联系。"
      action={
        <Button type="primary" onClick={() => show('donation')}>
          登记捐赠
        </Button>
      }
      query={donations}
      pageNum={page}
      onPage={setPage}
      empty="还没有捐赠登记"
      itemKey={(report) => report.id}
    >
      {(report) => {
        const { title, rest } = titleOf(report);
        return (
          <article aria-label={`${dayjs(report.createdAt).format('YYYY-MM-DD')} 的捐赠登记`}>
            <div className={tab.cardHead}>
              <StatusTag tone={TONES[report.status]}>{DONATION_STATUS_LABELS[report.status]}</StatusTag>
              <h3 className={tab.cardTitle}>{title}</h3>
            </div>
            {rest && <p className={`${tab.intro} ${styles.rest}`}>{rest}</p>}
            <dl className={tab.facts}>
              <dt>联系人</dt>
              <dd>
                {report.people} {report.phone}
              </dd>
              <dt>藏品资料</dt>
              <dd>
                <AttachedFiles files={report.files} />
              </dd>
              <dt>登记时间</dt>
              <dd>{dayjs(report.createdAt).format('YYYY-MM-DD HH:mm')}</dd>
            </dl>
          </article>
        );
      }}
    </ServiceTab>
  );
}
