import { DOOR_BATCH_MAX } from '@museum/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnreachable } from '@/shared/api/request';
import { entryStaffApi } from '../api';
import { museumToday } from '../components/dates';
import { doorDb } from './door-db';
import { type OfflineVerdict, offlineVerdict } from './offline-verdict';
import { ticketHash } from './ticket-hash';

/** How often an online desk asks what changed: another desk's check-in reaches it within twice this. */
export const DOOR_SYNC_MS = 5000;

export interface DoorState {
  online: boolean;
  /** Scans made offline, not yet accepted by the server. */
  waiting: number;
  /** Today's tickets the desk holds. */
  tickets: number;
  /** When the desk last heard from the server (the device's clock). */
  syncedAt: Date | null;
  /** The server refused the waiting scans (not the network): they stay, and this says why. */
  problem?: string;
}

/** Sends the waiting scans, oldest first, in batches; each is kept with the server's answer. */
async function sendWaiting() {
  for (;;) {
    const scans = (await doorDb.waiting()).slice(0, DOOR_BATCH_MAX);
    if (scans.length === 0) return;
    const answer = await entryStaffApi.doorBatch(
      scans.map(({ code, scannedAt, nonce, desk }) => ({ code: code ?? '', scannedAt, nonce, desk })),
    );
    const results = answer.data ?? [];
    await doorDb.settle(results);
    if (results.length < scans.length) return;
  }
}

/**
 * The door without a network (docs/PRODUCT.md): keeps today's tickets on the device, refreshed every few seconds
 * while online; decides offline from them and from the desk's own scans; keeps those scans and sends them when
 * the network returns. `admitOffline` decides a code offline; `noteAdmitted` tells the store of an online check-in.
 */
export function useDoor() {
  const [state, setState] = useState<DoorState>(() => ({
    online: typeof navigator === 'undefined' || navigator.onLine,
    waiting: 0,
    tickets: 0,
    syncedAt: null,
  }));
  const syncing = useRef(false);

  const count = useCallback(async () => {
    const [waiting, tickets] = await Promise.all([doorDb.waitingCount(), doorDb.ticketCount(museumToday())]);
    setState((current) => ({ ...current, waiting, tickets }));
  }, []);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    const date = museumToday();
    try {
      const since = await doorDb.syncPoint(date);
      const answer = await entryStaffApi.doorManifest(date, since);
      if (answer.data) await doorDb.saveManifest(answer.data, !since);
      // The server answered: the desk is online, whatever it says of the scans sent next.
      setState((current) => ({ ...current, online: true, syncedAt: new Date() }));
      await sendWaiting();
      await doorDb.forgetBefore(date);
      setState((current) => ({ ...current, problem: undefined }));
    } catch (error) {
      if (isUnreachable(error)) setState((current) => ({ ...current, online: false }));
      else setState((current) => ({ ...current, problem: (error as Error).message }));
    } finally {
      syncing.current = false;
      await count().catch(() => undefined);
    }
  }, [count]);

  useEffect(() => {
    void sync();
    const timer = window.setInterval(() => void sync(), DOOR_SYNC_MS);
    const onOnline = () => void sync();
    const onOffline = () => setState((current) => ({ ...current, online: false }));
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [sync]);

  const admitOffline = useCallback(
    async (code: string, desk: string): Promise<OfflineVerdict> => {
      setState((current) => ({ ...current, online: false }));
      const date = museumToday();
      const codeHash = await ticketHash(code);
      const verdict = offlineVerdict(
        await doorDb.ticket(codeHash),
        await doorDb.ownScan(codeHash, date),
        date,
      );
      if (verdict.kind === 'admit') {
        await doorDb.addScan({
          nonce: crypto.randomUUID(),
          date,
          codeHash,
          code,
          scannedAt: new Date().toISOString(),
          desk,
          people: verdict.ticket.people,
          state: 'waiting',
        });
      }
      await count();
      return verdict;
    },
    [count],
  );

  const noteAdmitted = useCallback(async (code: string, checkedInAt: string) => {
    await doorDb.markCheckedIn(await ticketHash(code), checkedInAt);
  }, []);

  return { ...state, admitOffline, noteAdmitted };
}
