import { LinguiContext, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext } from 'react';
import { i18nFor } from './i18n';

let chinese: { i18n: ReturnType<typeof i18nFor>; _: ReturnType<typeof i18nFor>['_'] } | undefined;
const chineseContext = () => {
  const i18n = i18nFor('zh');
  chinese ??= { i18n, _: i18n._.bind(i18n) };
  return chinese;
};

/**
 * What the macros' `useLingui` and `<Trans>` compile to (lingui.config.ts `runtimeConfigModule`): Lingui's own,
 * but in Chinese, the source, where no language was provided (a component drawn alone in a test) rather than
 * throwing. Every page is drawn inside the app's `LanguageProvider`.
 */
export function useLingui() {
  return useContext(LinguiContext) ?? chineseContext();
}

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}
