import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DonationReport, DonationStatus } from '@museum/shared';
import { pageI18n, useLanguage } from '@/shared/i18n';
import { formatDashed, formatDateOf, formatMinute } from '@/shared/lib/format';
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

/** The statuses as the visitor reads them (DONATION_STATUS_LABELS, in the page's language). */
const STATUS_LABELS: Record<DonationStatus, MessageDescriptor> = {
  received: msg`已登记`,
  contacted: msg`已联系`,
  accepted: msg`已接收`,
  declined: msg`未入藏`,
};

const TITLE_MAX = 40;

/**
 * A report is named by what is donated: the first line of its description (the rest of the description follows
 * it), cut short when long; a report without a description by who registered it.
 */
function titleOf(report: DonationReport): { title: string; rest: string } {
  const [first = '', ...more] = report.intro.trim().split(/\r?\n+/);
  const line = first.trim();
  if (!line) {
    const who = report.people || report.phone;
    return { title: pageI18n()._(msg`${who} 登记的藏品`), rest: '' };
  }
  const chars = [...line];
  if (chars.length <= TITLE_MAX) return { title: line, rest: more.join('\n').trim() };
  return { title: `${chars.slice(0, TITLE_MAX).join('')}…`, rest: report.intro.trim() };
}

/** My donation reports, as the collection department follows them up. */
export default function DonationsTab() {
  const { t, i18n } = useLingui();
  // The day a report was made, as a label names it: 2026-11-20, or 20 November 2026.
  const dayOf = useLanguage() === 'en' ? formatDateOf : formatDashed;
  const labels = { contact: t`联系人`, files: t`藏品资料`, submitted: t`登记时间` };
  return (
    <ServiceTab
      title={t`捐赠登记`}
      description={t`典藏部将在 10 个工作日内与您电话联系。`}
      action={<DialogAction dialog="donation">{t`登记捐赠`}</DialogAction>}
      useList={useDonations}
      empty={t`还没有捐赠登记`}
    >
      {(report) => {
        const { title, rest } = titleOf(report);
        const day = dayOf(report.createdAt);
        return (
          <article aria-label={t`${day} 的捐赠登记`}>
            <RecordHead
              tone={TONES[report.status]}
              status={i18n._(STATUS_LABELS[report.status])}
              title={title}
            />
            {rest && <p className={`${tab.intro} ${styles.rest}`}>{rest}</p>}
            <RecordFacts
              facts={{
                [labels.contact]: contactOf(report),
                [labels.files]: <AttachedFiles files={report.files} />,
                [labels.submitted]: formatMinute(report.createdAt),
              }}
            />
          </article>
        );
      }}
    </ServiceTab>
  );
}
