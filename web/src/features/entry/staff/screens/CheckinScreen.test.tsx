import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { CheckinRefusal, DoorMessages, EntryStaffMessages } from '@museum/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  type ApiCall,
  fakeServer,
  ok,
  profiles,
  refused,
  renderConsole,
  resetStaffSession,
  signedIn,
} from '#test/console.tsx';

const booking = {
  id: 7,
  date: '2026-11-25',
  dayShortDesc: '11月25日 周三',
  status: 'checkedIn',
  channel: 'online',
  ticketCode: 'AB12CD34',
  people: 3,
  names: ['张*', '李*', '王*'],
  phone: '138****5678',
  createdAt: '2026-11-20T02:00:00.000Z',
  cancelledAt: null,
  checkedInAt: '2026-11-25T02:05:00.000Z',
};

/** A group's one ticket: its leader named first, then every member. */
const groupTicket = {
  ...booking,
  id: 8,
  channel: 'group',
  ticketCode: 'GRUP0031',
  people: 31,
  names: ['陈*', ...Array.from({ length: 30 }, () => '学*')],
  phone: '137****2222',
};

/** The server's answers by code, as the real one words them. */
const checkin = (call: ApiCall) => {
  const code = call.body?.code;
  if (code === 'AB12CD34') return ok(booking, EntryStaffMessages.checkedIn);
  if (code === 'GRUP0031') return ok(groupTicket, EntryStaffMessages.checkedIn);
  if (code === 'USED0001') {
    return refused(EntryStaffMessages.alreadyCheckedIn('10:05'), { reason: CheckinRefusal.alreadyCheckedIn });
  }
  // Worded otherwise than today's message: the reason, not the words, decides the colour.
  if (code === 'LATE0001') return refused('这张票约的是下周二', { reason: CheckinRefusal.otherDay });
  return refused(EntryStaffMessages.unknownCode, { reason: CheckinRefusal.unknown });
};

/** The camera's decoder, fed by the test: `scan(text)` is a QR code seen in a frame. */
const camera = vi.hoisted(() => ({
  scan: (_text: string): unknown => undefined,
  stopped: 0,
}));
vi.mock('@zxing/browser', () => ({
  BrowserQRCodeReader: class {
    async decodeFromConstraints(_constraints: unknown, _video: unknown, callback: (result: unknown) => void) {
      camera.scan = (text) => callback({ getText: () => text });
      return { stop: () => void camera.stopped++ };
    }
  },
}));

const vibrate = vi.fn();
beforeEach(() => {
  resetStaffSession();
  signedIn();
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  vibrate.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function type(code: string) {
  const input = screen.getByLabelText('票号');
  fireEvent.change(input, { target: { value: code } });
  fireEvent.submit(input.closest('form')!);
}

const result = () => screen.getByRole('region', { name: '核验结果' });
const announced = () => screen.getByRole('status', { name: '核验播报' }).textContent;

/** The day's tickets as the server hands them to a desk: hashes of the codes. */
const manifestOf =
  (...tickets: { code: string; status?: string; people?: number }[]) =>
  (call: ApiCall) =>
    ok({
      date: call.query.get('date'),
      generatedAt: new Date().toISOString(),
      tickets: tickets.map(({ code, status = 'booked', people = 2 }) => ({
        codeHash: createHash('sha256').update(code).digest('hex'),
        people,
        names: ['周*', '吴*'].slice(0, people),
        status,
        channel: 'online',
        checkedInAt: status === 'checkedIn' ? '2026-11-25T01:30:00.000Z' : null,
      })),
    });
const MANIFEST = 'GET /admin/entry/checkin/manifest';

/**
 * The door's server as a desk reaches it while `network.up`: the day's tickets, and what it answers to the scans
 * sent late; a check-in never gets through (the desk decides offline).
 */
function doorServer(network: { up: boolean }, tickets: Parameters<typeof manifestOf>, batch: Answer) {
  const unreachable = () => {
    throw new TypeError('Failed to fetch');
  };
  return fakeServer({
    'GET /admin/me': ok(profiles.frontdesk),
    [MANIFEST]: (call) => (network.up ? manifestOf(...tickets)(call) : unreachable()),
    'POST /admin/entry/checkin': unreachable,
    'POST /admin/entry/checkin/batch': batch,
  });
}

/** The check-in screen on a tablet with a camera, switched on; answers the calls made to the server. */
async function cameraOn() {
  const calls = fakeServer({
    'GET /admin/me': ok(profiles.frontdesk),
    'POST /admin/entry/checkin': checkin,
    [MANIFEST]: manifestOf(),
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
  renderConsole('/admin/entry/checkin', { width: 1024 });
  fireEvent.click(await screen.findByRole('button', { name: /开启摄像头/ }));
  await screen.findByRole('button', { name: /关闭摄像头/ });
  return calls;
}

describe('check-in at the entrance', () => {
  it('shows a valid ticket large with people and masked names, announces it and refocuses the input', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.frontdesk),
      'POST /admin/entry/checkin': checkin,
      [MANIFEST]: manifestOf(),
    });
    renderConsole('/admin/entry/checkin', { width: 1024 });
    const input = await screen.findByLabelText('票号');
    await waitFor(() => expect(document.activeElement).toBe(input));

    await type(' ab12 cd34 ');
    expect(await screen.findByText('可以入馆')).toBeTruthy();
    expect(result().textContent).toContain('3 人');
    expect(result().textContent).toContain('张*、李*、王*');
    expect(result().textContent).toContain('11月25日 周三');
    expect(result().dataset.kind).toBe('valid');
    expect(announced()).toContain('核验成功，请入馆');
    expect(calls.filter((call) => call.path === '/admin/entry/checkin').map((call) => call.body)).toEqual([
      { code: 'AB12CD34', desk: '入口 1' },
    ]);
    expect(vibrate).toHaveBeenCalledWith(80);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('marks a group ticket 团体 and asks the desk to count the group in, naming only its leader', async () => {
    fakeServer({
      'GET /admin/me': ok(profiles.frontdesk),
      'POST /admin/entry/checkin': checkin,
      [MANIFEST]: manifestOf(),
    });
    renderConsole('/admin/entry/checkin', { width: 1024 });
    await screen.findByLabelText('票号');

    await type('GRUP0031');
    expect(await screen.findByText('可以入馆')).toBeTruthy();
    expect(result().dataset.kind).toBe('valid');
    expect(screen.getByText('团体')).toBeTruthy();
    expect(screen.getByText('团体 31 人，请清点人数后放行')).toBeTruthy();
    expect(result().textContent).toContain('领队陈*');
    expect(result().textContent).not.toContain('学*');
    expect(announced()).toContain('团体 31 人，请清点人数后放行');

    await type('AB12CD34');
    await waitFor(() => expect(result().textContent).toContain('张*、李*、王*'));
    expect(screen.queryByText('团体')).toBeNull();
  });

  it("shows the server's refusal by its reason: red for an unknown code, amber for a real ticket", async () => {
    fakeServer({
      'GET /admin/me': ok(profiles.frontdesk),
      'POST /admin/entry/checkin': checkin,
      [MANIFEST]: manifestOf(),
    });
    renderConsole('/admin/entry/checkin', { width: 1024 });
    const input = await screen.findByLabelText('票号');

    await type('ZZZZ9999');
    expect(await screen.findByText(EntryStaffMessages.unknownCode)).toBeTruthy();
    expect(screen.getByText('不能入馆')).toBeTruthy();
    expect(result().dataset.kind).toBe('error');
    expect(announced()).toContain(EntryStaffMessages.unknownCode);
    expect(vibrate).toHaveBeenCalledWith([160, 80, 160]);
    await waitFor(() => expect(document.activeElement).toBe(input));

    await type('USED0001');
    expect(await screen.findByText(EntryStaffMessages.alreadyCheckedIn('10:05'))).toBeTruthy();
    expect(result().dataset.kind).toBe('warning');

    await type('LATE0001');
    expect(await screen.findByText('这张票约的是下周二')).toBeTruthy();
    expect(result().dataset.kind).toBe('warning');
  });

  it('says what is wrong with a malformed code next to the field without asking the server', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.frontdesk),
      'POST /admin/entry/checkin': checkin,
      [MANIFEST]: manifestOf(),
    });
    renderConsole('/admin/entry/checkin', { width: 1024 });
    await screen.findByLabelText('票号');
    await type('AB/12');
    expect(await screen.findByText(EntryStaffMessages.codeInvalid)).toBeTruthy();
    expect(screen.getByLabelText('票号').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === '/admin/entry/checkin')).toBe(false);
  });

  it('offers the camera and says so when there is none', async () => {
    fakeServer({ 'GET /admin/me': ok(profiles.frontdesk), [MANIFEST]: manifestOf() });
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    renderConsole('/admin/entry/checkin', { width: 1024 });
    fireEvent.click(await screen.findByRole('button', { name: /开启摄像头/ }));
    expect(await screen.findByText(/不支持摄像头/)).toBeTruthy();
  });

  it('sends a code the camera sees many times once, and stops the camera on request', async () => {
    const calls = await cameraOn();
    const stop = screen.getByRole('button', { name: /关闭摄像头/ });

    camera.scan('AB12CD34');
    camera.scan('AB12CD34');
    expect(await screen.findByText('可以入馆')).toBeTruthy();
    camera.scan('AB12CD34');
    camera.scan('https://example.com/not-a-ticket');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === '/admin/entry/checkin')).toHaveLength(1);

    camera.scan('USED0001');
    expect(await screen.findByText(EntryStaffMessages.alreadyCheckedIn('10:05'))).toBeTruthy();
    expect(calls.filter((call) => call.path === '/admin/entry/checkin')).toHaveLength(2);

    fireEvent.click(stop);
    expect(await screen.findByRole('button', { name: /开启摄像头/ })).toBeTruthy();
    expect(camera.stopped).toBe(1);
  });

  it('keeps the first answer while a code stays in view, and checks it again once it was out of sight', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const calls = await cameraOn();
    const sent = () => calls.filter((call) => call.path === '/admin/entry/checkin').length;

    camera.scan('AB12CD34');
    expect(await screen.findByText('可以入馆')).toBeTruthy();
    // Held up for twelve seconds, seen every three: never sent again, the answer stays 可以入馆.
    for (let second = 3; second <= 12; second += 3) {
      now += 3000;
      camera.scan('AB12CD34');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent()).toBe(1);
    expect(screen.getByText('可以入馆')).toBeTruthy();

    // Put away, then shown again five seconds later: asked once more.
    now += 5000;
    camera.scan('AB12CD34');
    await waitFor(() => expect(sent()).toBe(2));
  });

  it('decides from the day’s tickets it holds when the network fails, and sends its scans when it returns', async () => {
    const network = { up: true };
    const calls = doorServer(
      network,
      [{ code: 'OFFL0001' }, { code: 'GONE0001', status: 'cancelled' }],
      (call) =>
        ok(
          (call.body as unknown as { nonce: string }[]).map((scan) => ({
            nonce: scan.nonce,
            outcome: 'admitted',
            message: null,
          })),
        ),
    );
    renderConsole('/admin/entry/checkin', { width: 1024 });
    await screen.findByText(/本机存有今日 2 张票/);
    fireEvent.change(screen.getByLabelText('本机检票口'), { target: { value: '东门' } });
    network.up = false;

    await type('offl-0001');
    expect(await screen.findByText('可以入馆')).toBeTruthy();
    expect(screen.getByText('离线核验', { selector: 'span' })).toBeTruthy();
    expect(result().textContent).toContain('2 人');
    expect(result().textContent).toContain('周*、吴*');
    expect(await screen.findByText('1 条扫码待上传')).toBeTruthy();

    await type('OFFL0001');
    await waitFor(() => expect(result().dataset.kind).toBe('warning'));
    expect(result().textContent).toContain('该票已于');
    await type('GONE0001');
    expect(await screen.findByText(EntryStaffMessages.cancelledCode)).toBeTruthy();
    await type('NOPE0001');
    expect(await screen.findByText(DoorMessages.unknownOffline)).toBeTruthy();
    expect(screen.getByText('1 条扫码待上传')).toBeTruthy();

    network.up = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('联网核验')).toBeTruthy();
    const [batch] = calls.filter((call) => call.path === '/admin/entry/checkin/batch');
    expect(batch?.body).toEqual([
      {
        code: 'OFFL0001',
        desk: '东门',
        nonce: expect.stringMatching(/^[\w-]{8,64}$/),
        scannedAt: expect.any(String),
      },
    ]);
    await waitFor(() => expect(screen.getByText('扫码即时上传')).toBeTruthy());
  });

  it('goes back online when the server answers, and says why it refused the waiting scans', async () => {
    const network = { up: true };
    const calls = doorServer(network, [{ code: 'OFFL0002' }], refused(DoorMessages.scannedAtFuture));
    renderConsole('/admin/entry/checkin', { width: 1024 });
    await screen.findByText(/已同步/);
    network.up = false;
    await type('OFFL0002');
    expect(await screen.findByText('可以入馆')).toBeTruthy();

    network.up = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(`上传未被接受：${DoorMessages.scannedAtFuture}`)).toBeTruthy();
    expect(screen.getByText('联网核验')).toBeTruthy();
    expect(screen.getByText('正在上传 1 条扫码')).toBeTruthy();
    expect(calls.some((call) => call.path === '/admin/entry/checkin/batch')).toBe(true);
  });
});
