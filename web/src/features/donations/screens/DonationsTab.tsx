import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DonationReport, DonationStatus } from '@museum/shared';
import type { ReactNode } from 'react';
import { useLanguage } from '@/shared/i18n';
import { formatDashed, formatDateOf, formatMinute } from '@/shared/lib/format';
import { chineseLang } from '@/shared/lib/text-lang';
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
 * it), cut short when long; a report without a description (`title` null) by who registered it.
 */
function titleOf(report: DonationReport): { title: string | null; rest: string } {
  const [first = '', ...more] = report.intro.trim().split(/\r?\n+/);
  const line = first.trim();
  if (!line) return { title: null, rest: '' };
  const chars = [...line];
  if (chars.length <= TITLE_MAX) return { title: line, rest: more.join('\n').trim() };
  return { title: `${chars.slice(0, TITLE_MAX).join('')}…`, rest: report.intro.trim() };
}

/** My donation reports, as the collection department follows them up. */
export default function DonationsTab() {
  const { t, i18n } = useLingui();
  // The day a report was made, as a label names it: 2026-11-20, or 20 November 2026.
  const language = useLanguage();
  const dayOf = language === 'en' ? formatDateOf : formatDashed;
  // What the visitor wrote, and their name, in the language they wrote it in.
  const written = (text: string): ReactNode => <span lang={chineseLang(text, language)}>{text}</span>;
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
        const who = report.people || report.phone;
        return (
          <article aria-label={t`${day} 的捐赠登记`}>
            <RecordHead
              tone={TONES[report.status]}
              status={i18n._(STATUS_LABELS[report.status])}
              title={
                title === null ? (
                  <Trans>
                    <span lang={chineseLang(who, language)}>{who}</span> 登记的藏品
                  </Trans>
                ) : (
                  written(title)
                )
              }
            />
            {rest && (
              <p className={`${tab.intro} ${styles.rest}`} lang={chineseLang(rest, language)}>
                {rest}
              </p>
            )}
            <RecordFacts
              facts={{
                [labels.contact]: written(contactOf(report)),
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
