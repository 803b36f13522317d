import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language, SiteSettings } from '@museum/shared';
import { Button, Modal, Spin } from 'antd';
import { Suspense, use } from 'react';
import { useLanguage } from '@/shared/i18n';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { DialogTitle } from '@/shared/ui/dialog-title/DialogTitle';
import { type LegalText, PRIVACY_POLICY, termsOfService } from './legal-texts';
import styles from './TermsDialog.module.css';

export type TermsKind = 'terms' | 'privacy';

const TITLES: Record<TermsKind, MessageDescriptor> = {
  terms: msg`用户服务协议`,
  privacy: msg`隐私政策`,
};

/** The English texts, a whole translation apart, fetched by the English pages only (once). */
let english: Promise<typeof import('./legal-texts-en')> | undefined;
const englishTexts = () => {
  english ??= import('./legal-texts-en');
  return english;
};

/** The text of `kind` in the page's language; in English, once its module has come (the caller suspends). */
function legalText(kind: TermsKind, language: Language, museum: string): LegalText {
  if (language === 'zh') return kind === 'terms' ? termsOfService(museum) : PRIVACY_POLICY;
  const { termsOfServiceEn, PRIVACY_POLICY_EN } = use(englishTexts());
  return kind === 'terms' ? termsOfServiceEn(museum) : PRIVACY_POLICY_EN;
}

/**
 * The terms of service or the privacy policy, full screen over whatever opened them (docs/spec §2): on the English
 * pages their whole English translation, which reads as its own text rather than line by line.
 */
export function TermsDialog({ kind, onClose }: { kind: TermsKind | null; onClose: () => void }) {
  const { data: site } = useSiteSettings();
  const { i18n } = useLingui();
  return (
    <Modal
      open={kind !== null}
      onCancel={onClose}
      title={kind && <DialogTitle className={styles.titleText}>{i18n._(TITLES[kind])}</DialogTitle>}
      width="100%"
      footer={
        <Button type="primary" size="large" onClick={onClose}>
          <Trans>我知道了</Trans>
        </Button>
      }
      destroyOnHidden
      classNames={{
        root: styles.root,
        container: styles.container,
        header: styles.header,
        body: styles.body,
        footer: styles.footer,
        title: styles.title,
      }}
    >
      {kind && (
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spin />
            </div>
          }
        >
          <LegalArticle kind={kind} site={site} />
        </Suspense>
      )}
    </Modal>
  );
}

function LegalArticle({ kind, site }: { kind: TermsKind; site: SiteSettings | undefined }) {
  const { t } = useLingui();
  const text = legalText(kind, useLanguage(), site?.name ?? '');
  const { published, effective } = text;
  const museum = site?.name;
  const phone = site?.phone ?? '0991-8812345';
  const address = site?.address ?? t`新疆乌鲁木齐市`;
  return (
    <article className={styles.article}>
      <p className={styles.dates}>
        <Trans>
          发布日期：{published}　生效日期：{effective}
        </Trans>
      </p>
      <p className={styles.intro}>{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <section className={styles.section}>
        <h3>
          <Trans>联系我们</Trans>
        </h3>
        <p>
          <Trans>
            如对本文本有任何疑问、意见或申诉，请联系{museum}观众服务部：电话 {phone}，地址 {address}
            。我们将在十五个工作日内答复。
          </Trans>
        </p>
      </section>
    </article>
  );
}
