import { afterEach } from 'vitest';

afterEach(() => {
  // The server's renderer is tested where it runs, in Node, with no document.
  if (typeof document === 'undefined') return;
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });
  sessionStorage.clear();
  localStorage.clear();
});
