import { Button, Modal } from 'antd';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { DialogTitle } from '@/shared/ui/dialog-title/DialogTitle';
import { type LegalText, PRIVACY_POLICY, termsOfService } from './legal-texts';
import styles from './TermsDialog.module.css';

export type TermsKind = 'terms' | 'privacy';

/** The terms of service or the privacy policy, full screen over whatever opened them (docs/spec §2). */
export function TermsDialog({ kind, onClose }: { kind: TermsKind | null; onClose: () => void }) {
  const { data: site } = useSiteSettings();
  const texts: Record<TermsKind, LegalText> = {
    terms: termsOfService(site?.name ?? ''),
    privacy: PRIVACY_POLICY,
  };
  const text = kind ? texts[kind] : null;
  return (
    <Modal
      open={Boolean(text)}
      onCancel={onClose}
      title={text && <DialogTitle className={styles.titleText}>{text.title}</DialogTitle>}
      width="100%"
      footer={
        <Button type="primary" size="large" onClick={onClose}>
          我知道了
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
      {text && (
        <article className={styles.article}>
          <p className={styles.dates}>
            发布日期：{text.published}　生效日期：{text.effective}
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
            <h3>联系我们</h3>
            <p>
              如对本文本有任何疑问、意见或申诉，请联系{site?.name}
              观众服务部：电话 {site?.phone ?? '0991-8812345'}，地址 {site?.address ?? '新疆乌鲁木齐市'}
              。我们将在十五个工作日内答复。
            </p>
          </section>
        </article>
      )}
    </Modal>
  );
}
