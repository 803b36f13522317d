/** Chinese characters: an English page shows none in its own interface. */
const CHINESE = /[\u4e00-\u9fff]/;

/**
 * What the English tests check: the texts and the named attributes (placeholder, aria-label, title, alt) under
 * `root` (or only in its `parts`, a selector) that still hold Chinese, leaving out whatever is marked Chinese
 * (`lang="zh…"`: the switch to the Chinese site, the authorities' registration numbers, an item not translated yet).
 */
export function chineseIn(root: Element, parts?: string): string[] {
  const found: string[] = [];
  const marked = (element: Element | null) => !!element?.closest('[lang^="zh"]');
  for (const part of parts ? root.querySelectorAll(parts) : [root]) {
    const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (CHINESE.test(node.textContent ?? '') && !marked(node.parentElement)) found.push(node.textContent!);
    }
    for (const element of [part, ...part.querySelectorAll('*')]) {
      if (marked(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value && CHINESE.test(value)) found.push(`${name}=${value}`);
      }
    }
  }
  return found;
}
