import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DoorMessages,
  type EntryStaffBooking,
  EntryStaffPaths,
  idCardCheckDigit,
  MAX_PAGE_SIZE,
} from '@museum/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { expectAccessible } from '../src/axe.ts';
import { cameraVideo, launchWithCamera } from '../src/camera.ts';
import { museumToday } from '../src/dates.ts';
import { openDay } from '../src/entry.ts';
import { signInStaff, staffRequest } from '../src/staff.ts';
import { expect, test } from '../src/test.ts';

/**
 * The door without a network (docs/PRODUCT.md): two entrance desks lose the network; the east one reloads its
 * check-in screen (the service worker opens it), lets tickets in by its camera and by typing from the day's
 * tickets it holds, refuses a ticket again and an unknown one, and sends its scans when the network returns, each
 * checked in at the time it was scanned. The west desk, offline too, lets one of those tickets in again: the console
 * lists it as a conflict, the east desk's earlier scan kept.
 */
test.describe.configure({ timeout: 150_000 });

const run = Date.now().toString().slice(-3);
const VIEWPORT = { width: 1024, height: 768 };

/** A valid ID number born 1972-06-01, its sequence this run's. */
function idNumber(sequence: number) {
  const body = `11010519720601${run.slice(-2)}${sequence}`;
  return body + idCardCheckDigit(body);
}

/** Books today at the window, as the front desk does for a visitor without a phone; answers the ticket code. */
async function bookAtWindow(admin: APIRequestContext, names: string[], first: number): Promise<string> {
  const booked = await (
    await admin.post(`/prod-api${EntryStaffPaths.bookings}`, {
      data: {
        applyTime: museumToday(),
        channel: 'window',
        users: names.map((name, index) => ({ name, sex: 1, age: 54, idCard: idNumber(first + index) })),
      },
    })
  ).json();
  expect(booked.code, JSON.stringify(booked)).toBe(200);
  return booked.data.ticketCode;
}

async function typeCode(desk: Page, code: string) {
  const field = desk.getByRole('textbox', { name: '票号' });
  await field.fill(code);
  await field.press('Enter');
}

/** A desk signed in, named, holding today's tickets, with the door's service worker ready. */
async function openDesk(desk: Page, name: string) {
  await signInStaff(desk, 'frontdesk');
  await desk.goto('/admin/entry/checkin');
  await desk.getByRole('textbox', { name: '本机检票口' }).fill(name);
  await expect(desk.getByText(/本机存有今日 \d+ 张票/)).toBeVisible();
  await desk.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function bookingOf(admin: APIRequestContext, code: string): Promise<EntryStaffBooking> {
  const list = await (
    await admin.get(
      `/prod-api${EntryStaffPaths.bookings}?date=${museumToday()}&pageNum=1&pageSize=${MAX_PAGE_SIZE}`,
    )
  ).json();
  return list.rows.find((row: EntryStaffBooking) => row.ticketCode === code);
}

test('desks without a network check tickets, send them later, and a ticket let in twice is a conflict', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await staffRequest(playwright, baseURL!, 'admin');
  await openDay(admin, museumToday());
  const filmed = await bookAtWindow(admin, ['欧阳明', '欧阳丽'], 1);
  const typed = await bookAtWindow(admin, ['马建国'], 3);
  const elsewhere = await bookAtWindow(admin, ['司马青'], 4);

  // The east desk's camera films the first ticket's QR code; the west desk types.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'museum-door-'));
  const picture = await QRCode.toBuffer(filmed, { margin: 1, width: 320, errorCorrectionLevel: 'M' });
  const cameraBrowser = await launchWithCamera(playwright.chromium, await cameraVideo(picture, dir));
  const east = await cameraBrowser.newPage({ baseURL, viewport: VIEWPORT });
  const westContext = await browser.newContext({ baseURL, viewport: VIEWPORT });
  const west = await westContext.newPage();
  try {
    await openDesk(east, '东门');
    await openDesk(west, '西门');

    // A third desk, online, lets a ticket in: within 10 s every online desk knows, and refuses it offline later.
    const elsewhereAt = Date.now();
    const checked = await (
      await admin.post(`/prod-api${EntryStaffPaths.checkin}`, { data: { code: elsewhere, desk: '南门' } })
    ).json();
    expect(checked.code, JSON.stringify(checked)).toBe(200);
    await west.waitForTimeout(Math.max(0, elsewhereAt + 10_000 - Date.now()));

    // The network goes. The east desk's screen reloads from its service worker and says it is offline.
    await east.context().setOffline(true);
    await westContext.setOffline(true);
    const reloaded = await east.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    const status = east.getByRole('region', { name: '检票机状态' });
    await expect(status.getByText('离线核验')).toBeVisible();
    await expect(status).toContainText('没有待上传的扫码');
    await expectAccessible(east);

    // The camera reads the ticket (its decoder kept on the device): admitted, with its people.
    const scannedFrom = new Date();
    await east.getByRole('button', { name: '开启摄像头' }).click();
    const answer = east.getByRole('region', { name: '核验结果' });
    await expect(answer.getByText('可以入馆')).toBeVisible();
    await expect(answer.getByText('离线核验')).toBeVisible();
    await expect(answer.getByText('2 人')).toBeVisible();
    await expect(answer.getByText('欧*明、欧*丽')).toBeVisible();
    await east.getByRole('button', { name: '关闭摄像头' }).click();
    await expect(status).toContainText('1 条扫码待上传');

    // Shown again: refused, saying when. An unknown code: refused. Still one scan waiting.
    await typeCode(east, filmed);
    await expect(answer.getByText('不能入馆')).toBeVisible();
    await expect(answer.getByText(/该票已于 \d\d:\d\d 核验入馆/)).toBeVisible();
    await typeCode(east, 'ZZZZ9999');
    await expect(answer.getByText(DoorMessages.unknownOffline)).toBeVisible();
    await expect(status).toContainText('1 条扫码待上传');

    // A ticket typed in: admitted.
    await typeCode(east, typed);
    await expect(answer.getByText('可以入馆')).toBeVisible();
    await expect(answer.getByText('1 人')).toBeVisible();
    await expect(status).toContainText('2 条扫码待上传');
    const scannedTo = new Date();
    await east.screenshot({ path: test.info().outputPath('door-offline-1024.png'), fullPage: true });

    // The west desk, as offline, refuses the ticket let in at the third desk before the network went, and lets
    // the filmed ticket in again: that, it cannot know.
    const westAnswer = west.getByRole('region', { name: '核验结果' });
    await typeCode(west, elsewhere);
    await expect(westAnswer.getByText(/该票已于 \d\d:\d\d 核验入馆/)).toBeVisible();
    await typeCode(west, filmed);
    await expect(westAnswer.getByText('可以入馆')).toBeVisible();

    // Back online some seconds later: the east desk sends its scans, each checked in at its scan's time.
    await east.waitForTimeout(2000);
    await east.context().setOffline(false);
    await expect(status.getByText('联网核验')).toBeVisible({ timeout: 15_000 });
    await expect(status).toContainText('扫码即时上传');
    for (const code of [filmed, typed]) {
      const booking = await bookingOf(admin, code);
      expect(booking.status).toBe('checkedIn');
      const at = new Date(booking.checkedInAt!).getTime();
      expect(at).toBeGreaterThanOrEqual(scannedFrom.getTime() - 1000);
      expect(at).toBeLessThanOrEqual(scannedTo.getTime() + 1000);
    }

    await westContext.setOffline(false);
    await expect(west.getByRole('region', { name: '检票机状态' }).getByText('扫码即时上传')).toBeVisible({
      timeout: 15_000,
    });

    // The console lists the ticket let in twice: the east desk's scan kept, the west desk's a conflict.
    const office = await browser.newPage({ baseURL, viewport: VIEWPORT });
    await signInStaff(office, 'admin');
    await office.goto('/admin/entry/conflicts');
    const row = office.getByRole('row', { name: new RegExp(`${filmed.slice(0, 4)}\\*+`) });
    await expect(row).toContainText('东门');
    await expect(row).toContainText('计为入馆');
    await expect(row).toContainText('西门');
    await expect(row).toContainText('重复入馆');
    await expect(office.getByRole('row', { name: new RegExp(typed.slice(0, 4)) })).toHaveCount(0);
    await expectAccessible(office);
    await office.screenshot({ path: test.info().outputPath('door-conflicts-1024.png'), fullPage: true });
    await office.close();
  } finally {
    await westContext.close();
    await cameraBrowser.close();
    await admin.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
