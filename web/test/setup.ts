import { afterEach } from 'vitest';

afterEach(() => {
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });
  sessionStorage.clear();
  localStorage.clear();
});
