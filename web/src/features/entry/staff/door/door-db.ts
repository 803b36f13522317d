import type { DoorManifest, DoorOutcome, DoorScanResult, DoorTicket } from '@museum/shared';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A ticket of the day as the desk holds it: a hash of its code, never the code. */
export interface StoredTicket extends DoorTicket {
  date: string;
}

/**
 * A ticket this desk let in without the network. Its code is kept only until the server has it (the batch needs
 * it); what stays afterwards is the hash and the server's answer.
 */
export interface StoredScan {
  nonce: string;
  date: string;
  codeHash: string;
  code?: string;
  scannedAt: string;
  desk: string;
  people: number;
  state: 'waiting' | 'sent';
  outcome?: DoorOutcome;
  message?: string | null;
}

interface DoorSchema extends DBSchema {
  tickets: { key: string; value: StoredTicket };
  scans: { key: string; value: StoredScan; indexes: { byHash: string; byState: string } };
  /** Per day: the server's time of the last manifest answer, the next `since`. */
  syncs: { key: string; value: { date: string; generatedAt: string } };
}

const DB_NAME = 'museum-door';
let opened: Promise<IDBPDatabase<DoorSchema>> | undefined;

function database() {
  opened ??= openDB<DoorSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('tickets', { keyPath: 'codeHash' });
      const scans = db.createObjectStore('scans', { keyPath: 'nonce' });
      scans.createIndex('byHash', 'codeHash');
      scans.createIndex('byState', 'state');
      db.createObjectStore('syncs', { keyPath: 'date' });
    },
  });
  return opened;
}

/** The desk's store of the day: what the server said, and what this desk did while it could not tell it. */
export const doorDb = {
  async syncPoint(date: string): Promise<string | undefined> {
    return (await (await database()).get('syncs', date))?.generatedAt;
  },

  /**
   * Takes a manifest in: a whole one (no `since`) replaces the desk's tickets, another day's with them; a change
   * list updates those it names.
   */
  async saveManifest(manifest: DoorManifest, whole: boolean) {
    const db = await database();
    const tx = db.transaction(['tickets', 'syncs'], 'readwrite');
    const tickets = tx.objectStore('tickets');
    if (whole) {
      await tickets.clear();
      await tx.objectStore('syncs').clear();
    }
    for (const ticket of manifest.tickets) await tickets.put({ ...ticket, date: manifest.date });
    await tx.objectStore('syncs').put({ date: manifest.date, generatedAt: manifest.generatedAt });
    await tx.done;
  },

  async ticket(codeHash: string): Promise<StoredTicket | undefined> {
    return (await database()).get('tickets', codeHash);
  },

  async ticketCount(date: string): Promise<number> {
    const all = await (await database()).getAll('tickets');
    return all.filter((ticket) => ticket.date === date).length;
  },

  /** This desk's own admission of a ticket on a day, made without the network. */
  async ownScan(codeHash: string, date: string): Promise<StoredScan | undefined> {
    const scans = await (await database()).getAllFromIndex('scans', 'byHash', codeHash);
    return scans.find(
      (scan) => scan.date === date && scan.outcome !== 'unknown' && scan.outcome !== 'refused',
    );
  },

  /** A ticket let in here (online or not): the desk refuses it again, whatever its manifest says until the next. */
  async markCheckedIn(codeHash: string, checkedInAt: string) {
    const db = await database();
    const ticket = await db.get('tickets', codeHash);
    if (ticket) await db.put('tickets', { ...ticket, status: 'checkedIn', checkedInAt });
  },

  async addScan(scan: StoredScan) {
    await (await database()).put('scans', scan);
    await doorDb.markCheckedIn(scan.codeHash, scan.scannedAt);
  },

  async waiting(): Promise<StoredScan[]> {
    const scans = await (await database()).getAllFromIndex('scans', 'byState', 'waiting');
    return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
  },

  async waitingCount(): Promise<number> {
    return (await database()).countFromIndex('scans', 'byState', 'waiting');
  },

  /** The server's answers to scans sent: each kept with its answer, its code forgotten. */
  async settle(results: DoorScanResult[]) {
    const db = await database();
    const tx = db.transaction('scans', 'readwrite');
    for (const result of results) {
      const scan = await tx.store.get(result.nonce);
      if (!scan) continue;
      const { code: _sent, ...kept } = scan;
      await tx.store.put({ ...kept, state: 'sent', outcome: result.outcome, message: result.message });
    }
    await tx.done;
  },

  /** Sent scans of days gone by: nothing left to decide with them. */
  async forgetBefore(date: string) {
    const db = await database();
    const tx = db.transaction('scans', 'readwrite');
    for (const scan of await tx.store.getAll()) {
      if (scan.state === 'sent' && scan.date < date) await tx.store.delete(scan.nonce);
    }
    await tx.done;
  },
};
