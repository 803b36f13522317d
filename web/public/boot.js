// A page the server rendered loads the app's scripts once it has been painted, with its first picture (the one it
// fetches first, `fetchpriority=high`) or after a second at most: the scripts then neither compete with the page's
// HTML, styles and first picture for a phone's bandwidth nor hold their painting while they run.
// The server puts this in place of index.html's module script and preloads (server/src/platform/http/page-render.ts),
// naming them in data-entry and data-preload. A plain file, not built: it runs before the app exists.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const add = (tag, attributes) => {
    const element = document.createElement(tag);
    element.crossOrigin = '';
    Object.assign(element, attributes);
    document.head.append(element);
  };
  const load = () => {
    for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
      add('link', { rel: 'modulepreload', href });
    }
    add('script', { type: 'module', src: entry });
  };
  const afterFrame = (then) => requestAnimationFrame(() => setTimeout(then, 0));
  const afterPicture = () => {
    const picture = document.querySelector('img[fetchpriority="high"]');
    if (!picture) return load();
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      afterFrame(load);
    };
    // Decoded, it is painted in the next frame: the scripts' first long task then no longer holds it back.
    picture.decode().then(start, start);
    setTimeout(start, 1000);
  };
  // A hidden tab paints no frames: it loads them at once.
  if (document.visibilityState === 'hidden') load();
  else afterFrame(afterPicture);
})();
