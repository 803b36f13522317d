import { ContentPaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMuseumClock } from '../../../platform/clock.ts';
import { exhibitions, notices } from '../tables.ts';

const museumDate = () => createMuseumClock('Asia/Shanghai').today();

import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { htmlToText, sanitizeForDisplay, sanitizeRichText } from '../../../platform/html/sanitize.ts';
import { snippet } from '../../search/tokenize.ts';

const HOSTILE = `
<h1 onclick="steal()">标题</h1>
<script>alert(document.cookie)</script>
<style>body{display:none}</style>
<p style="position:fixed" class="x">正文<img src="x" onerror="alert(1)"></p>
<a href="javascript:alert(1)">点我</a>
<a href="JaVaScRiPt&#58;alert(1)">再点</a>
<a href="data:text/html;base64,PHNjcmlwdD4=">数据</a>
<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="内联图">
<iframe src="https://example.com"></iframe>
<svg><script>alert(1)</script></svg>
<form action="/steal"><input name="p"></form>`;

describe('rich-text sanitiser', () => {
  it('removes scripts, styles, event handlers and script or data links', () => {
    const clean = sanitizeRichText(HOSTILE);
    for (const banned of [
      '<script',
      'alert',
      '<style',
      'onclick',
      'onerror',
      'javascript',
      'data:',
      '<iframe',
      '<svg',
      '<form',
      '<input',
      'style=',
      'class=',
    ]) {
      expect(clean.toLowerCase()).not.toContain(banned.toLowerCase());
    }
    expect(clean).toContain('<h2>标题</h2>');
    expect(clean).toContain('正文');
    expect(clean).toContain('<a>点我</a>');
  });

  it('keeps what an article needs: headings, lists, tables, figures with captions, images and links', () => {
    const article = `<h2>一</h2><h3>二</h3><ul><li>甲</li></ul><ol start="3"><li>乙</li></ol>
      <table><caption>开放时间</caption><thead><tr><th scope="col">日</th></tr></thead><tbody><tr><td colspan="2">周二</td></tr></tbody></table>
      <figure><img src="/files/demo/artist/01.jpg" alt="作品" width="800"><figcaption>图注</figcaption></figure>
      <blockquote><p>引文</p></blockquote><p><strong>粗</strong><em>斜</em><a href="/exhibition/detail/1">站内</a>
      <a href="https://www.ncha.gov.cn/">站外</a><a href="mailto:info@example.com">邮件</a></p>`;
    const clean = sanitizeRichText(article);
    for (const kept of [
      '<h2>一</h2>',
      '<h3>二</h3>',
      '<ul>',
      '<ol start="3">',
      '<caption>开放时间</caption>',
      '<th scope="col">',
      '<td colspan="2">',
      '<figure>',
      '<figcaption>图注</figcaption>',
      '<blockquote>',
      '<strong>粗</strong>',
      '<em>斜</em>',
      'href="/exhibition/detail/1"',
      'href="mailto:info@example.com"',
    ]) {
      expect(clean).toContain(kept);
    }
    expect(clean).toContain(
      '<img src="/files/demo/artist/01.jpg" alt="作品" width="800" loading="lazy" decoding="async" />',
    );
    expect(clean).toContain(
      '<a href="https://www.ncha.gov.cn/" target="_blank" rel="noopener noreferrer">站外</a>',
    );
    expect(clean).toMatch(/<a href="\/exhibition\/detail\/1">站内<\/a>/);
  });

  it('gives the same answer for display and remembers it', () => {
    expect(sanitizeForDisplay(HOSTILE)).toBe(sanitizeRichText(HOSTILE));
    expect(sanitizeForDisplay(HOSTILE)).toBe(sanitizeRichText(HOSTILE));
  });

  it('turns rich text into plain sentences for search and summaries', () => {
    // Each block reads as a sentence: a heading does not run into the paragraph after it.
    expect(htmlToText('<h2>展览</h2><p>天山&amp;昆仑<br>雪山</p><ul><li>一</li><li>二</li></ul>')).toBe(
      '展览。天山&昆仑。雪山。一。二。',
    );
    expect(htmlToText('<h3>导言：</h3><p>西行的商队。</p><p>  </p><p>驼铃  声声！</p>')).toBe(
      '导言：西行的商队。驼铃 声声！',
    );
  });

  it('starts a search snippet at the clause holding the match', () => {
    const text = `${'序言'.repeat(30)}。馆藏瓷器沿丝绸之路远销西亚，${'后文'.repeat(60)}`;
    expect(snippet(text, ['丝绸之路']).startsWith('…馆藏瓷器沿<em>丝绸之路</em>')).toBe(true);
  });
});

describe('rich text reaching a page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is sanitised when served, even if a row was written around the sanitiser', async () => {
    const [exhibition] = await t.db
      .insert(exhibitions)
      .values({ title: '测试展览', type: 'special', startDate: museumDate(), content: HOSTILE })
      .returning();
    const [notice] = await t.db
      .insert(notices)
      .values({ title: '测试公告', publishedAt: museumDate(), content: HOSTILE })
      .returning();
    for (const path of [
      ContentPaths.exhibitionDetail(exhibition!.id),
      ContentPaths.noticeDetail(notice!.id),
    ]) {
      const { data } = await t.api('GET', path);
      expect(data.content).not.toMatch(/script|onerror|onclick|javascript|<style|<iframe/i);
      expect(data.content).toContain('正文');
    }
  });
});
