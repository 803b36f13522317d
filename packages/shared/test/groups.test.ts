import { describe, expect, it } from 'vitest';
import {
  ageFromDocument,
  checkGroupAges,
  checkGroupSize,
  EntryGroupMessages,
  entryGroupApplySchema,
  guessIdType,
  IdDocumentMessages,
  IdType,
  idCardCheckDigit,
  parseMemberList,
  repeatedDocuments,
} from '../src/index.ts';

const residentId = (birth: string, serial = '001') => {
  const body = `110101${birth}${serial}`;
  return body + idCardCheckDigit(body);
};
const VISIT = '2026-12-02';

describe('a pasted member list', () => {
  it('reads tab-separated spreadsheet rows, skipping the heading, in any column order', () => {
    const text = [
      '姓名\t证件号码\t年龄',
      `张小明\t${residentId('20140601')}\t12`,
      `李华\t12\t${residentId('20140301', '002')}`,
      '',
      'Tom Smith\t护照\tE12345678\t14',
    ].join('\n');
    const { members, problems } = parseMemberList(text, VISIT);
    expect(problems).toEqual([]);
    expect(members).toEqual([
      { name: '张小明', idType: IdType.residentCard, idCard: residentId('20140601'), age: 12 },
      { name: '李华', idType: IdType.residentCard, idCard: residentId('20140301', '002'), age: 12 },
      { name: 'Tom Smith', idType: IdType.passport, idCard: 'E12345678', age: 14 },
    ]);
  });

  it('reads commas and spaces, an age with 岁, and the age off a resident ID when left out', () => {
    const text = `王芳，${residentId('20141203')}\n陈老师 ${residentId('19850505')} 41岁`;
    const { members } = parseMemberList(text, VISIT);
    // Born 3 December 2014: still 11 on 2 December 2026.
    expect(members.map((member) => [member.name, member.age])).toEqual([
      ['王芳', 11],
      ['陈老师', 41],
    ]);
  });

  it('names each line it cannot use, by number', () => {
    const text = [`赵六 ${residentId('20140601')} 12`, '只有名字', 'Ann E1 30', 'Bob E7654321'].join('\n');
    const { members, problems } = parseMemberList(text, VISIT);
    expect(members).toHaveLength(1);
    expect(problems).toEqual([
      EntryGroupMessages.lineUnreadable(2),
      EntryGroupMessages.lineUnreadable(3),
      EntryGroupMessages.lineProblem(4, '请输入年龄1~100'),
    ]);
  });

  it('says which document check failed', () => {
    const { problems } = parseMemberList('Ann 护照 E1234#567 30\nBea 台胞证 1234567 30', VISIT);
    expect(problems[0]).toBe(EntryGroupMessages.lineUnreadable(1));
    expect(problems[1]).toBe(EntryGroupMessages.lineProblem(2, IdDocumentMessages.taiwanPermit));
  });
});

describe('document types and ages', () => {
  it.each([
    [residentId('20140601'), IdType.residentCard],
    ['H12345678', IdType.hongKongMacaoPermit],
    ['12345678', IdType.taiwanPermit],
    ['USA123456789012', IdType.foreignPermanentResident],
    ['E12345678', IdType.passport],
  ])('guesses %s', (number, type) => {
    expect(guessIdType(number)).toBe(type);
  });

  it('reads an age only off documents that carry a birth date', () => {
    expect(ageFromDocument(IdType.residentCard, residentId('20141202'), VISIT)).toBe(12);
    expect(ageFromDocument(IdType.passport, 'E12345678', VISIT)).toBeNull();
  });
});

describe('group rules', () => {
  it('wants one adult per ten minors, the leader counted', () => {
    expect(checkGroupAges([...Array(10).fill(12)])).toBeNull();
    expect(checkGroupAges([...Array(11).fill(12)])).toBe(EntryGroupMessages.adultsNeeded(11));
    expect(checkGroupAges([...Array(20).fill(12), 35])).toBeNull();
  });

  it('keeps the size within the museum’s range', () => {
    expect(checkGroupSize(9, { groupMin: 10, groupMax: 50 })).toBe(EntryGroupMessages.groupSize(10, 50));
    expect(checkGroupSize(50, { groupMin: 10, groupMax: 50 })).toBeNull();
  });

  it('normalises documents so one person listed twice is caught', () => {
    const member = { name: '甲', idType: 2, idCard: 'e1234 5678', age: 30 };
    const result = entryGroupApplySchema.safeParse({
      applyTime: VISIT,
      orgName: '某校',
      leader: { name: '乙', idType: 1, idCard: residentId('19800101'), phone: '13900139000' },
      members: [member, { ...member, name: '丙', idCard: 'E12345678' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['members', 1, 'idCard'],
      message: EntryGroupMessages.sameDocumentTwice('丙'),
    });
  });

  it('names each member whose document is the leader’s or an earlier member’s, normalised', () => {
    const leader = { idType: IdType.residentCard, idCard: residentId('19800101') };
    const members = [
      { name: '甲', idType: IdType.passport, idCard: 'E12345678' },
      { name: '乙', idType: IdType.residentCard, idCard: residentId('19800101').toLowerCase() },
      { name: '丙', idType: IdType.passport, idCard: 'e1234 5678' },
      // The same number as another document is another document.
      { name: '丁', idType: IdType.hongKongMacaoPermit, idCard: 'E12345678' },
    ];
    expect(repeatedDocuments(members, leader)).toEqual([
      { index: 1, message: EntryGroupMessages.sameDocumentTwice('乙') },
      { index: 2, message: EntryGroupMessages.sameDocumentTwice('丙') },
    ]);
    expect(repeatedDocuments(members).map((repeat) => repeat.index)).toEqual([2]);
  });
});
