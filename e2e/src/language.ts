import type { Page } from '@playwright/test';

/**
 * Chinese words an English page shows outside a part marked as Chinese (`lang="zh-…"`): the interface must be
 * English; what stays Chinese (a name, an item not yet translated) is marked, so a screen reader speaks it as
 * Chinese (WCAG 3.1.2). Text, and the names and descriptions controls are announced by.
 */
export function chineseLeft(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const CHINESE = /[\u3400-\u9fff]/;
    const root = document.querySelector(selector);
    if (!root) return [`${selector} not found`];
    const marked = (element: Element | null) =>
      element?.closest('[lang]')?.getAttribute('lang')?.startsWith('zh');
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (box.width > 0 || box.height > 0) && style.visibility !== 'hidden';
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !CHINESE.test(text) || parent.closest('script, style, noscript, template')) continue;
      if (!marked(parent) && visible(parent)) found.push(text.trim().slice(0, 60));
    }
    for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value && CHINESE.test(value) && !marked(element)) found.push(`${name}="${value.slice(0, 60)}"`);
      }
    }
    return [...new Set(found)];
  }, within);
}
