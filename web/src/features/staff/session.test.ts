import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, profiles, resetStaffSession, signedIn } from '#test/console.tsx';
import { useStaffSession } from './session';

beforeEach(() => {
  resetStaffSession();
  signedIn();
});
afterEach(() => vi.unstubAllGlobals());

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('who is signed in, with no network', () => {
  it('is the copy kept from the last reading (the door’s screen reloaded offline)', async () => {
    fakeServer({ 'GET /admin/me': ok(profiles.frontdesk) });
    await useStaffSession.getState().fetchProfile();
    useStaffSession.setState({ profile: null });

    offline();
    expect(await useStaffSession.getState().fetchProfile()).toEqual(profiles.frontdesk);
    expect(useStaffSession.getState().profile).toEqual(profiles.frontdesk);
  });

  it('is unknown after another sign-in, and a refusal from the server is never covered by the copy', async () => {
    fakeServer({ 'GET /admin/me': ok(profiles.frontdesk) });
    await useStaffSession.getState().fetchProfile();
    useStaffSession.getState().signIn('another-token');
    offline();
    await expect(useStaffSession.getState().fetchProfile()).rejects.toThrow();

    fakeServer({ 'GET /admin/me': ok(profiles.admin) });
    await useStaffSession.getState().fetchProfile();
    fakeServer({ 'GET /admin/me': { code: 500, msg: '服务器繁忙' } });
    await expect(useStaffSession.getState().fetchProfile()).rejects.toThrow('服务器繁忙');
  });
});
