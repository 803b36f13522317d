import {
  DEFAULT_MUSEUM_TIMEZONE,
  museumTimeZoneName,
  type SiteSettings,
  setMuseumTimeZone,
} from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerEveryFetch } from '#test/fetch.ts';
import { readInjectedSettings, SETTINGS_ELEMENT_ID } from './injected-settings';
import { useSiteName, useSiteSettings } from './useSiteSettings';

const settings: SiteSettings = {
  name: '示例美术馆',
  icpNumber: '新ICP备00000000号',
  icpUrl: 'https://beian.miit.gov.cn/',
  psbNumber: '新公网安备 00000000000000号',
  psbUrl: 'https://beian.mps.gov.cn/',
  officialAccountUrl: 'https://example.org/wechat',
  mobileUrl: null,
  shortVideoUrl: 'https://example.org/video',
  address: '示例路 1 号 </script> 北门',
  phone: '0991-0000000',
  openingHours: '周二至周日 10:00–18:00',
  mapUrl: 'https://example.org/map',
  virtualTourUrl: null,
  onlineViewingUrl: null,
  collectionExternalUrl: null,
  collectionApiBase: '/icmsApi/icmsRestController',
  collectionPictureBase: '/icmsApi/icmsRestController',
  timeZone: 'Asia/Shanghai',
};

/** What the server writes into index.html: the settings as JSON with `<` escaped, so no tag ends early. */
function inject(value: unknown) {
  const tag = document.createElement('script');
  tag.id = SETTINGS_ELEMENT_ID;
  tag.type = 'application/json';
  tag.textContent = JSON.stringify(value).replaceAll('<', '\\u003c');
  document.head.append(tag);
}

let requested: string[];

beforeEach(() => {
  requested = answerEveryFetch(settings);
});

afterEach(() => {
  cleanup();
  document.getElementById(SETTINGS_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('site settings', () => {
  it('are read from the page at the first render when the server wrote them in, with no request', async () => {
    inject(settings);
    const { result } = renderHook(() => ({ settings: useSiteSettings(), name: useSiteName() }), { wrapper });
    expect(result.current.name).toBe('示例美术馆');
    expect(result.current.settings.data?.address).toBe('示例路 1 号 </script> 北门');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).toEqual([]);
  });

  it('are fetched from the settings call when the page came without them', async () => {
    const { result } = renderHook(() => useSiteName(), { wrapper });
    expect(result.current).toBe('');
    await waitFor(() => expect(result.current).toBe('示例美术馆'));
    expect(requested).toEqual(['/prod-api/client/site/settings']);
  });

  it('set the museum’s time zone for every date the site writes, from the page or the call', async () => {
    inject({ ...settings, timeZone: 'Asia/Urumqi' });
    renderHook(() => useSiteSettings(), { wrapper });
    expect(museumTimeZoneName()).toBe('Asia/Urumqi');
    document.getElementById(SETTINGS_ELEMENT_ID)?.remove();

    const { result } = renderHook(() => useSiteSettings(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(museumTimeZoneName()).toBe('Asia/Shanghai');
    setMuseumTimeZone(DEFAULT_MUSEUM_TIMEZONE);
  });

  it('are fetched as well when what the page holds is not the settings', () => {
    inject({ name: '只有名字' });
    expect(readInjectedSettings()).toBeUndefined();
    document.getElementById(SETTINGS_ELEMENT_ID)!.textContent = '{not json';
    expect(readInjectedSettings()).toBeUndefined();
  });
});
