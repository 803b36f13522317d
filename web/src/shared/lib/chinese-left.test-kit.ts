/** Chinese characters: an English page shows none in its own interface. */
const CHINESE = /[\u4e00-\u9fff]/;

/**
 * What the English tests of the shell and its UI kit check: the texts and the named attributes (placeholder,
 * aria-label, title, alt) under `root` that still hold Chinese, leaving out whatever is marked Chinese (`lang="zh…"`:
 * the switch to the Chinese site, the authorities' registration numbers, an item not translated yet).
 */
export function chineseIn(root: Element): string[] {
  const found: string[] = [];
  const marked = (element: Element | null) => !!element?.closest('[lang^="zh"]');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (CHINESE.test(node.textContent ?? '') && !marked(node.parentElement)) found.push(node.textContent!);
  }
  for (const element of root.querySelectorAll('*')) {
    if (marked(element)) continue;
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value && CHINESE.test(value)) found.push(`${name}=${value}`);
    }
  }
  return found;
}
