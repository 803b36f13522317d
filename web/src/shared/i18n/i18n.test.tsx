import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileSource, i18nFor, languageReady } from './i18n';
import { LanguageProvider } from './language';

function Greeting({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`主导航`}>
      <Trans>共 {count} 件</Trans>
    </nav>
  );
}

describe('the interface messages', () => {
  it('compiles a Chinese source message with its placeholders', () => {
    expect(compileSource('展览')).toEqual(['展览']);
    expect(compileSource('共 {count} 件，第 {page} 页')).toEqual([
      '共 ',
      ['count'],
      ' 件，第 ',
      ['page'],
      ' 页',
    ]);
    expect(i18nFor('zh')._(msg`首页`)).toBe('首页');
  });

  it('draws Chinese, the source, even where no language was provided', () => {
    render(<Greeting count={3} />);
    expect(screen.getByLabelText('主导航').textContent).toBe('共 3 件');
  });

  it('draws English once its catalogue is loaded, from the compiled translation', async () => {
    await languageReady('en');
    expect(i18nFor('en')._(msg`首页`)).toBe('Home');
    render(
      <LanguageProvider language="en">
        <Greeting count={3} />
      </LanguageProvider>,
    );
    expect(screen.getByLabelText('Main navigation')).toBeTruthy();
  });
});
