import { DONATION_STATUS_LABELS, type DonationReport, type DonationStatus } from '@museum/shared';
import { formatDashed, formatMinute } from '@/shared/lib/format';
import {
  contactOf,
  DialogAction,
  RecordFacts,
  RecordHead,
  ServiceTab,
  type Tone,
} from '@/shared/ui/center-tab/ServiceTab';
import tab from '@/shared/ui/center-tab/ServiceTab.module.css';
import { AttachedFiles } from '../../files';
import { useDonations } from '../api';
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
  return (
    <ServiceTab
      title="捐赠登记"
      description="典藏部将在 10 个工作日内与您电话联系。"
      action={<DialogAction dialog="donation">登记捐赠</DialogAction>}
      useList={useDonations}
      empty="还没有捐赠登记"
    >
      {(report) => {
        const { title, rest } = titleOf(report);
        return (
          <article aria-label={`${formatDashed(report.createdAt)} 的捐赠登记`}>
            <RecordHead
              tone={TONES[report.status]}
              status={DONATION_STATUS_LABELS[report.status]}
              title={title}
            />
            {rest && <p className={`${tab.intro} ${styles.rest}`}>{rest}</p>}
            <RecordFacts
              facts={{
                联系人: contactOf(report),
                藏品资料: <AttachedFiles files={report.files} />,
                登记时间: formatMinute(report.createdAt),
              }}
            />
          </article>
        );
      }}
    </ServiceTab>
  );
}
