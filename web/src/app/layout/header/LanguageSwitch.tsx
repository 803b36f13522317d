import { pathInLanguage } from '@museum/shared';
import { useLocation } from 'react-router';
import { useLanguage } from '@/shared/i18n';
import styles from './LanguageSwitch.module.css';

/**
 * The same page in the other language (docs/PRODUCT.md "English"), on every page's header: a plain link, so the
 * server draws the page whole in that language, named in that language for whoever reads it. The short "EN"
 * begins its spoken name, so a voice command by what is seen still finds it (WCAG 2.5.3).
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const other = language === 'en' ? 'zh' : 'en';
  // The router's location is without the English base.
  const href = `${pathInLanguage(pathname, other)}${search}`;
  return other === 'en' ? (
    <a className={styles.switch} href={href} hrefLang="en" lang="en" aria-label="EN, English">
      EN
    </a>
  ) : (
    <a className={styles.switch} href={href} hrefLang="zh-CN" lang="zh-CN" aria-label="中文">
      中文
    </a>
  );
}
