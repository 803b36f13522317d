import { z } from 'zod';
import { ENTRY_ADULT_AGE } from '../common/constants.ts';
import { pageQuerySchema } from '../common/envelope.ts';
import {
  checkIdDocument,
  ID_TYPE_LABELS,
  ID_TYPES,
  IdType,
  normaliseIdDocument,
} from '../common/id-documents.ts';
import { Messages } from '../common/messages.ts';
import { blankToUndefined } from '../common/query.ts';
import {
  ageSchema,
  daySchema,
  idTypeSchema,
  phoneSchema,
  realNameSchema,
  reviewDecisionSchema,
  textSchema,
} from '../common/validators.ts';
import {
  EntryGroupMessages,
  EntryMessages,
  GROUP_MEMBERS_LIMIT,
  GROUP_MINORS_PER_ADULT,
  GROUP_NOTE_MAX_LENGTH,
  GROUP_ORG_NAME_MAX_LENGTH,
  GroupStatus,
} from './messages.ts';
import type { EntryRules } from './rules.ts';
import { withDocument } from './schemas.ts';

/** Groups' schemas and rules (docs/PRODUCT.md "Groups"); their messages and limits are in messages.ts. */

/** The members by age: one adult (the leader among them) for every GROUP_MINORS_PER_ADULT minors. */
export function checkGroupAges(memberAges: number[]): string | null {
  const minors = memberAges.filter((age) => age < ENTRY_ADULT_AGE).length;
  const adults = memberAges.length - minors + 1;
  return adults * GROUP_MINORS_PER_ADULT < minors ? EntryGroupMessages.adultsNeeded(minors) : null;
}

/** The member count within the museum's groupMin..groupMax. */
export function checkGroupSize(members: number, rules: Pick<EntryRules, 'groupMin' | 'groupMax'>) {
  return members < rules.groupMin || members > rules.groupMax
    ? EntryGroupMessages.groupSize(rules.groupMin, rules.groupMax)
    : null;
}

/** A person of a group by their document. */
interface DocumentHolder {
  idType: IdType;
  idCard: string;
}

/**
 * The members whose document is already in the group, the leader's or an earlier member's (numbers compared as
 * normalised, so `e1234 5678` is `E12345678`): each by its index in `members`, with the message that names them.
 * The server refuses such a list (entryGroupApplySchema); the group dialog flags it as the leader types.
 */
export function repeatedDocuments(
  members: (DocumentHolder & { name: string })[],
  leader?: DocumentHolder,
): { index: number; message: string }[] {
  const key = ({ idType, idCard }: DocumentHolder) => `${idType}:${normaliseIdDocument(idType, idCard)}`;
  const seen = new Set(leader ? [key(leader)] : []);
  const repeated: { index: number; message: string }[] = [];
  members.forEach((member, index) => {
    const document = key(member);
    if (seen.has(document))
      repeated.push({ index, message: EntryGroupMessages.sameDocumentTwice(member.name) });
    seen.add(document);
  });
  return repeated;
}

const documentNumber = textSchema(EntryGroupMessages.documentRequired)
  .trim()
  .min(1, EntryGroupMessages.documentRequired);

export const entryGroupMemberSchema = withDocument(
  z.object({ name: realNameSchema, idType: idTypeSchema, idCard: documentNumber, age: ageSchema }),
);
export type EntryGroupMember = z.infer<typeof entryGroupMemberSchema>;

export const entryGroupLeaderSchema = withDocument(
  z.object(
    { name: realNameSchema, idType: idTypeSchema, idCard: documentNumber, phone: phoneSchema },
    { error: EntryGroupMessages.leaderRequired },
  ),
);

/** POST /client/entry/group. The museum's groupMin..groupMax is checked by the server (checkGroupSize). */
export const entryGroupApplySchema = z
  .object({
    applyTime: daySchema(Messages.entryTimeRequired, EntryMessages.dayInvalid),
    orgName: textSchema(EntryGroupMessages.orgNameRequired)
      .trim()
      .min(1, EntryGroupMessages.orgNameRequired)
      .refine((value) => [...value].length <= GROUP_ORG_NAME_MAX_LENGTH, EntryGroupMessages.orgNameTooLong),
    leader: entryGroupLeaderSchema,
    members: z
      .array(entryGroupMemberSchema, { error: EntryGroupMessages.membersRequired })
      .min(1, EntryGroupMessages.membersRequired)
      .max(GROUP_MEMBERS_LIMIT, EntryGroupMessages.tooManyMembers),
    note: z.preprocess(
      blankToUndefined,
      z
        .string({ error: EntryGroupMessages.noteTooLong })
        .trim()
        .refine((value) => [...value].length <= GROUP_NOTE_MAX_LENGTH, EntryGroupMessages.noteTooLong)
        .optional(),
    ),
  })
  .superRefine((group, ctx) => {
    for (const { index, message } of repeatedDocuments(group.members, group.leader)) {
      ctx.addIssue({ code: 'custom', path: ['members', index, 'idCard'], message });
    }
    const problem = checkGroupAges(group.members.map((member) => member.age));
    if (problem) ctx.addIssue({ code: 'custom', path: ['members'], message: problem });
  });
export type EntryGroupApplyInput = z.input<typeof entryGroupApplySchema>;

/** PUT /admin/entry/groups/{id}/review. */
export const entryGroupReviewSchema = reviewDecisionSchema(EntryGroupMessages);

/** GET /admin/entry/groups: newest first, by status and visit day. */
export const entryGroupsQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(GroupStatus, { error: EntryGroupMessages.statusInvalid }).optional(),
  ),
  date: z.preprocess(
    blankToUndefined,
    daySchema(Messages.entryTimeRequired, EntryMessages.dayInvalid).optional(),
  ),
});
export type EntryGroupsQuery = z.input<typeof entryGroupsQuerySchema>;

const groupFacts = {
  id: z.number(),
  /** The visit day, YYYY-MM-DD. */
  applyTime: z.string(),
  dayShortDesc: z.string(),
  orgName: z.string(),
  /** Masked. */
  leaderName: z.string(),
  /** Masked. */
  phone: z.string(),
  /** Members and the leader. */
  people: z.number(),
  minors: z.number(),
  status: z.enum(GroupStatus),
  /** The group's one ticket, once approved. */
  ticketCode: z.string().nullable(),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
};

/** The leader's own view of a group (GET /client/entry/group/list, /{id}). */
export const entryGroupSchema = z.object({
  ...groupFacts,
  note: z.string().nullable(),
  /** Entry hours of the visit day, e.g. 10:00–17:00. */
  entryHours: z.string(),
  cancellable: z.boolean(),
});
export type EntryGroup = z.infer<typeof entryGroupSchema>;

/** A row of the reviewers' queue. */
export const entryGroupRowSchema = z.object({
  ...groupFacts,
  ageDays: z.number(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type EntryGroupRow = z.infer<typeof entryGroupRowSchema>;

const listedPersonSchema = z.object({
  /** Masked. */
  name: z.string(),
  /** The document's type and masked number, e.g. 护照 E123****89. */
  document: z.string(),
  age: z.number().nullable(),
});

/** What a reviewer reads: the list masked, the leader's phone whole (to call them), the day's group places left. */
export const entryGroupDetailSchema = entryGroupRowSchema.extend({
  note: z.string().nullable(),
  leaderPhone: z.string(),
  leader: listedPersonSchema,
  members: z.array(listedPersonSchema),
  placesLeft: z.number(),
});
export type EntryGroupDetail = z.infer<typeof entryGroupDetailSchema>;

/** A member as read from a pasted or uploaded list, before the schema checks it. */
export interface ListedMember {
  name: string;
  idType: IdType;
  idCard: string;
  age: number;
}

const TYPE_NAMES: [RegExp, IdType][] = [
  ...ID_TYPES.map((type): [RegExp, IdType] => [new RegExp(`^${ID_TYPE_LABELS[type]}$`), type]),
  [/^(身份证|居民身份证|二代证)$/, IdType.residentCard],
  [/^(护照|passport)$/i, IdType.passport],
  [/^(港澳通行证|回乡证)$/, IdType.hongKongMacaoPermit],
  [/^(台胞证|台湾通行证)$/, IdType.taiwanPermit],
  [/^(永居证|外国人永居证|永久居留证)$/, IdType.foreignPermanentResident],
  [/^(居住证|港澳台居住证)$/, IdType.residencePermit],
];

/** The document a number most likely is, when the list does not say. */
export function guessIdType(number: string): IdType {
  const id = number.toUpperCase();
  if (/^8[123]\d{15}[\dX]$/.test(id)) return IdType.residencePermit;
  if (/^9\d{16}[\dX]$/.test(id) || /^[A-Z]{3}\d{12}$/.test(id)) return IdType.foreignPermanentResident;
  if (/^(\d{15}|\d{17}[\dX])$/.test(id)) return IdType.residentCard;
  if (/^[HM]\d{8}(\d{2})?$/.test(id)) return IdType.hongKongMacaoPermit;
  if (/^(\d{8}|\d{10})$/.test(id)) return IdType.taiwanPermit;
  return IdType.passport;
}

/** The age on `day` of the holder of an ID number that carries a birth date (resident card, residence permit). */
export function ageFromDocument(type: IdType, number: string, day: string): number | null {
  if (type !== IdType.residentCard && type !== IdType.residencePermit) return null;
  const birth = /^\d{17}[\dX]$/i.test(number) ? number.slice(6, 14) : null;
  if (!birth) return null;
  const [year, monthDay] = [Number(birth.slice(0, 4)), birth.slice(4)];
  const age = Number(day.slice(0, 4)) - year - (day.slice(5).replace('-', '') < monthDay ? 1 : 0);
  return age >= 0 ? age : null;
}

/**
 * A member list pasted from a spreadsheet or typed, one person a line: name, document number and age in any order,
 * separated by tabs, commas or spaces, with the document's type where it is not a resident ID card. A heading line
 * (姓名…) is skipped; an age left out is read from a resident ID number's birth date on the visit day `day`.
 */
export function parseMemberList(text: string, day: string): { members: ListedMember[]; problems: string[] } {
  const members: ListedMember[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || (index === 0 && line.includes('姓名'))) return;
    const cells = line
      .split(/[\t,，;；]/.test(line) ? /[\t,，;；]+/ : /\s+/)
      .map((cell) => cell.trim())
      .filter(Boolean);
    let type: IdType | null = null;
    let age: number | null = null;
    let number: string | null = null;
    const name: string[] = [];
    for (const cell of cells) {
      const named = TYPE_NAMES.find(([pattern]) => pattern.test(cell));
      const years = cell.match(/^(\d{1,3})\s*(岁|周岁)?$/);
      if (named && type === null) type = named[1];
      else if (years && age === null) age = Number(years[1]);
      else if (number === null && /\d/.test(cell) && /^[A-Za-z0-9\s]{5,}$/.test(cell)) {
        number = cell.replace(/\s+/g, '');
      } else name.push(cell);
    }
    if (!number || name.length === 0) {
      problems.push(EntryGroupMessages.lineUnreadable(index + 1));
      return;
    }
    const idType = type ?? guessIdType(number);
    const problem = checkIdDocument(idType, number);
    const years = age ?? ageFromDocument(idType, number.toUpperCase(), day);
    if (problem) problems.push(EntryGroupMessages.lineProblem(index + 1, problem));
    else if (years === null) problems.push(EntryGroupMessages.lineProblem(index + 1, Messages.ageRequired));
    else members.push({ name: name.join(' '), idType, idCard: number.toUpperCase(), age: years });
  });
  return { members, problems };
}
