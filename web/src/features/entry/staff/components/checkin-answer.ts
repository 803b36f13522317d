import {
  CHECKIN_REFUSALS_TO_LOOK_AT,
  type CheckinRefusal,
  EntryChannel,
  type EntryStaffBooking,
  EntryStaffMessages,
  ResultCode,
} from '@museum/shared';
import { RequestError } from '@/shared/api/request';

/** A ticket let in, as the server answers it online or the desk's manifest holds it offline (no day then: today). */
export type AdmittedTicket = Pick<EntryStaffBooking, 'people' | 'names' | 'channel' | 'checkedInAt'> &
  Partial<Pick<EntryStaffBooking, 'dayShortDesc'>>;

/** What the entrance shows after a ticket: come in (decided offline or not), or why not (and how serious). */
export type CheckinAnswer =
  | { kind: 'valid'; code: string; booking: AdmittedTicket; offline?: boolean }
  | { kind: 'refused'; code: string; message: string; level: 'error' | 'warning' };

/** The server's reason for a refusal (`data.reason`), when it gave one. */
const reasonOf = (error: RequestError) =>
  (error.body as { data?: { reason?: CheckinRefusal } } | undefined)?.data?.reason;

/**
 * A refusal as the server worded it, coloured by its reason: already checked in and another day are amber (the
 * visitor holds a real ticket: staff look at it); unknown, cancelled, no-show and anything else red.
 */
export function refusal(code: string, error: unknown): CheckinAnswer {
  const message = error instanceof Error && error.message ? error.message : '核验失败，请重试';
  const reason = error instanceof RequestError ? reasonOf(error) : undefined;
  const warning =
    (reason !== undefined && CHECKIN_REFUSALS_TO_LOOK_AT.includes(reason)) ||
    // The network or the server failing is no verdict on the ticket.
    (error instanceof RequestError && error.code !== ResultCode.error);
  return { kind: 'refused', code, message, level: warning ? 'warning' : 'error' };
}

/** A group enters on one ticket: the desk counts heads instead of reading names. */
export const groupCount = (people: number) => `团体 ${people} 人，请清点人数后放行`;

/** The sentence the live region announces. */
export function spoken(answer: CheckinAnswer): string {
  if (answer.kind === 'refused') return `不能入馆：${answer.message}`;
  const { booking } = answer;
  if (booking.channel === EntryChannel.group) {
    return `${EntryStaffMessages.checkedIn}。${groupCount(booking.people)}，领队 ${booking.names[0]}。`;
  }
  return `${EntryStaffMessages.checkedIn}。${booking.people} 人，${booking.names.join('、')}。`;
}
