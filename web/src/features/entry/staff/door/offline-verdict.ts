import { DoorMessages, EntryStaffMessages, EntryStatus } from '@museum/shared';
import { museumTime } from '../components/dates';
import type { StoredScan, StoredTicket } from './door-db';

/** What a desk without the network says of a ticket, from its manifest and its own scans. */
export type OfflineVerdict =
  | { kind: 'admit'; ticket: StoredTicket }
  | { kind: 'refuse'; message: string; level: 'error' | 'warning' };

/**
 * The door's rules as the server applies them (entry/staff-service.ts), on what the desk holds: a ticket it does
 * not hold is refused (it may be another day's: the desk holds today's only); one let in already, here or
 * elsewhere before the network went, is refused with its time, like a cancelled or a no-show one.
 */
export function offlineVerdict(
  ticket: StoredTicket | undefined,
  ownScan: StoredScan | undefined,
  today: string,
): OfflineVerdict {
  if (!ticket || ticket.date !== today) {
    return { kind: 'refuse', message: DoorMessages.unknownOffline, level: 'error' };
  }
  const admittedAt =
    ownScan?.scannedAt ?? (ticket.status === EntryStatus.checkedIn ? ticket.checkedInAt : null);
  if (ownScan || ticket.status === EntryStatus.checkedIn) {
    return {
      kind: 'refuse',
      message: EntryStaffMessages.alreadyCheckedIn(museumTime(admittedAt)),
      level: 'warning',
    };
  }
  if (ticket.status === EntryStatus.cancelled) {
    return { kind: 'refuse', message: EntryStaffMessages.cancelledCode, level: 'error' };
  }
  if (ticket.status === EntryStatus.noShow) {
    return { kind: 'refuse', message: EntryStaffMessages.noShowCode, level: 'error' };
  }
  return { kind: 'admit', ticket };
}
