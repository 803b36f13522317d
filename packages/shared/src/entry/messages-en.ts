import {
  ENTRY_ADULT_AGE,
  ENTRY_CHILD_AGE,
  ENTRY_CHILDREN_PER_ADULT,
  ENTRY_MAX_VISITORS,
} from '../common/constants.ts';
import { ENGLISH_MONTHS } from '../common/dates.ts';
import { MessagesEn } from '../common/messages-en.ts';
import { type EnglishTwin, FREE, plural, type Twin, twin } from '../common/twins.ts';
import {
  EntryGroupMessages,
  EntryMessages,
  GROUP_MEMBERS_LIMIT,
  GROUP_MINORS_PER_ADULT,
  GROUP_NOTE_MAX_LENGTH,
  GROUP_ORG_NAME_MAX_LENGTH,
  GROUP_STATUS_LABELS,
  GroupStatus,
} from './messages.ts';
import { EntryRuleMessages } from './rules.ts';

/** A sentence that begins with a visitor (`visitor 张三` → `Visitor 张三`). */
const capitalised = (text: string) => String(text).charAt(0).toUpperCase() + String(text).slice(1);

/** What a day not yet released says in English: `Booking opens 30 November at 17:00`. */
export const releaseNoticeEn = (releaseDay: string, time: string) =>
  `Booking opens ${Number(releaseDay.slice(8, 10))} ${ENGLISH_MONTHS[Number(releaseDay.slice(5, 7)) - 1]} at ${time}`;

export const EntryMessagesEn: EnglishTwin<typeof EntryMessages> = {
  visitorsRequired: 'Please add at least one visitor',
  tooManyVisitors: `You can book for at most ${ENTRY_MAX_VISITORS} people at a time`,
  dayInvalid: 'The day of the visit is not in a valid format',
  dayFull: 'The day you chose is fully booked. Please choose another day',
  dayNotEnough: (left) =>
    `Only ${plural(left, 'place')} left on the day you chose. Please book for fewer visitors, or choose another day`,
  dayClosed: 'The museum is closed on the day you chose. Please choose another day',
  dayOutOfWindow: 'The day you chose is outside the booking period',
  todayStopped: 'Entry has closed for today. Please choose another day',
  notReleased: releaseNoticeEn,
  realNameNeeded: 'Please verify your real name first',
  duplicateAccount: 'You have already booked entry for this day. Each account can book once a day',
  duplicateIdCard: 'This ID card number is already booked for this day. Each person can book once a day',
  visitorBookedThatDay: (visitor) =>
    `${capitalised(visitor)}'s document is already booked for this day. Each person can book once a day`,
  sameDocumentTwice: 'The same document cannot be entered twice in one booking',
  tooFrequent: 'Too many requests. Please try again later',
  barred: (until, visitor = null) =>
    `Because of repeated missed visits, ${visitor ?? 'this document'} cannot book before ${until}`,
  idLimitReached: (visitor, limit, days, free) =>
    `${visitor ? `${capitalised(visitor)}'s document` : 'The same document'} can book at most ${plural(limit, 'visit day')} in any ${days} days; the earliest visit it can book is on ${free}`,
  notCancellable: 'This booking can no longer be cancelled',
  cancelTooLate: 'The museum has closed for the day of the visit; the booking can no longer be cancelled',
  notFound: 'The booking does not exist',
  nameTooLong: MessagesEn.realNameTooLong,
  booked: 'Booked',
  cancelled: 'Booking cancelled',
  visitorNamed: (name) => `visitor ${name}`,
};

export const GROUP_STATUS_LABELS_EN: EnglishTwin<typeof GROUP_STATUS_LABELS> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Declined',
  cancelled: 'Cancelled',
  checkedIn: 'Checked in',
  noShow: 'Not attended',
};

export const EntryGroupMessagesEn: EnglishTwin<typeof EntryGroupMessages> = {
  orgNameRequired: 'Please fill in the name of your organisation',
  orgNameTooLong: `The organisation's name can be at most ${GROUP_ORG_NAME_MAX_LENGTH} characters long`,
  leaderRequired: "Please fill in the group leader's details",
  membersRequired: 'Please fill in the list of members',
  tooManyMembers: `The list can have at most ${GROUP_MEMBERS_LIMIT} people`,
  groupSize: (min, max) => `A group has ${min} to ${max} members, not counting the leader`,
  adultsNeeded: (minors) =>
    `Every ${GROUP_MINORS_PER_ADULT} minors need an adult with them: ${plural(minors, 'minor')} need at least ${plural(Math.ceil(minors / GROUP_MINORS_PER_ADULT), 'adult')} (the leader counts)`,
  sameDocumentTwice: (name) => `${name}'s document number is the same as another person's on the list`,
  noteTooLong: `The note can be at most ${GROUP_NOTE_MAX_LENGTH} characters long`,
  documentRequired: 'Please fill in the document number',
  lineUnreadable: (line) =>
    `Line ${line}: write "name, document number, age", and the type of document if it is not an ID card`,
  lineProblem: (line, problem) => `Line ${line}: ${problem}`,
  notFound: 'The group booking does not exist',
  notCancellable: 'This group booking can no longer be cancelled',
  applied: 'Application submitted. The result of the review will reach you as a system message',
  cancelled: 'Group booking cancelled',
  alreadyDecided: (status) =>
    `This application is already ${GROUP_STATUS_LABELS_EN[status].toLowerCase()}; it needs no further review`,
  dayPassed: 'The day of the visit has passed; the application can no longer be approved',
  groupFull: 'The group places of this day are taken. Please decline, and suggest another day',
  groupNotEnough: (left) => `Only ${plural(left, 'group place')} left on this day: not enough for this group`,
  approved: "Approved. The group's entry code has been sent to the leader",
  rejected: 'Declined, and the leader has been told',
  statusInvalid: 'The status must be pending, approved, rejected, cancelled, checkedIn or noShow',
  approveRequired: 'Please choose the result of the review (approve or decline)',
  reasonRequired: 'Please give the reason for declining',
  reasonInvalid: 'The review note is not in a valid format',
  reasonTooLong: 'The review note can be at most 200 characters long',
};

export const EntryRuleMessagesEn: EnglishTwin<typeof EntryRuleMessages> = {
  adultNeeded: `Each booking must include a visitor aged ${ENTRY_ADULT_AGE} or over`,
  tooManyChildren: `Each adult can bring at most ${ENTRY_CHILDREN_PER_ADULT} children under ${ENTRY_CHILD_AGE}`,
  visitorIdRequired: "Please fill in each visitor's document number",
};

/** The release notice's Chinese, `11月30日 17:00 放票`: its day and time. */
const RELEASE_NOTICE = /^(\d{1,2})月(\d{1,2})日 (\d{1,2}:\d{2}) 放票$/;
const twoDigits = (text = '') => text.padStart(2, '0');

export const ENTRY_TWINS: readonly Twin[] = [
  twin(EntryMessages, EntryMessagesEn, {
    notReleased: {
      match: RELEASE_NOTICE,
      args: ([month, day, time]) => [`2000-${twoDigits(month)}-${twoDigits(day)}`, time ?? ''],
    },
    barred: {
      calls: [
        [FREE, null],
        [FREE, FREE],
      ],
    },
    idLimitReached: {
      calls: [
        [FREE, FREE, FREE, FREE],
        [null, FREE, FREE, FREE],
      ],
    },
  }),
  twin(GROUP_STATUS_LABELS, GROUP_STATUS_LABELS_EN),
  twin(EntryGroupMessages, EntryGroupMessagesEn, {
    alreadyDecided: { calls: Object.values(GroupStatus).map((status) => [status] as const) },
    adultsNeeded: {
      match: /^每 \d+ 名未成年人须有 1 名成年人带领：(\d+) 名未成年人至少需要 \d+ 名成年人（领队计入）$/,
      args: ([minors]) => [Number(minors)],
    },
  }),
  twin(EntryRuleMessages, EntryRuleMessagesEn),
];
