import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/common/html.ts';

describe('escapeHtml', () => {
  it('escapes what could end a text or a quoted attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>天山 & 丝路</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;天山 &amp; 丝路&lt;/a&gt;',
    );
    expect(escapeHtml('天山积雪图')).toBe('天山积雪图');
  });
});
