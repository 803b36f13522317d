import { describe, expect, it } from 'vitest';
import {
  AccountMessages,
  checkAge,
  checkIdCard,
  checkNameOnDocument,
  checkPassword,
  checkPhone,
  IdType,
  idCardSchema,
  Messages,
  maskIdCard,
  maskName,
  maskPhone,
  passwordSchema,
  phoneSchema,
} from '../src/index.ts';

describe('phone', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (phone) => {
    expect(checkPhone(phone)).toBeNull();
  });
  it('asks for a phone when empty', () => {
    expect(checkPhone('')).toBe(Messages.phoneRequired);
    expect(checkPhone(undefined)).toBe(Messages.phoneRequired);
  });
  it.each(['12800138000', '1380013800', '138001380000', '2380013800a', '1380013800x'])(
    'refuses %s',
    (phone) => {
      expect(checkPhone(phone)).toBe('请输入正确的手机号');
    },
  );
  it('gives the same message through the zod schema', () => {
    const result = phoneSchema.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('请输入正确的手机号');
  });
});

describe('password', () => {
  it.each(['Abcdefg1', 'Museum2026Visit', 'aB3aB3aB3aB3aB3aB3aB'])('accepts %s', (pw) => {
    expect(checkPassword(pw)).toBeNull();
  });
  it.each([
    ['Abc1234', 'too short'],
    ['Abc123456789012345678', 'too long'],
    ['abcdefg1', 'no uppercase'],
    ['ABCDEFG1', 'no lowercase'],
    ['Abcdefgh', 'no digit'],
    ['Abcdef1!', 'symbol'],
    ['Abcdef1 ', 'space'],
  ])('refuses %s (%s)', (pw) => {
    expect(checkPassword(pw)).toBe('请输入正确的密码，密码8-20位，须包含英文大写、小写、数字');
  });
  it('asks for a password when empty', () => {
    expect(checkPassword('')).toBe('请输入密码');
    expect(passwordSchema.safeParse(undefined).error?.issues[0]?.message).toBe('请输入密码');
  });
});

describe('ID card (GB 11643)', () => {
  it('accepts a valid 18-digit number with an X check digit', () => {
    expect(checkIdCard('11010519491231002X')).toBeNull();
    expect(checkIdCard('44030419900307123X')).toBeNull();
  });
  it('accepts a lowercase x and normalises it', () => {
    expect(checkIdCard('11010519491231002x')).toBeNull();
    expect(idCardSchema.parse(' 11010519491231002x ')).toBe('11010519491231002X');
  });
  it('accepts a valid 18-digit number with a numeric check digit', () => {
    expect(checkIdCard('650102198001011218')).toBeNull();
  });
  it('accepts a 15-digit first-generation number', () => {
    expect(checkIdCard('110105491231002')).toBeNull();
  });
  it('asks for the number when empty', () => {
    expect(checkIdCard('')).toBe('请输入身份证号');
  });
  it.each(['1101051949123100', '11010519491231002Y', '11010519491231002XX', 'X10105194912310021'])(
    'refuses the format of %s',
    (id) => {
      expect(checkIdCard(id)).toBe(Messages.idCardFormat);
    },
  );
  it('refuses an unknown region', () => {
    expect(checkIdCard('99010519491231002X')).toBe(Messages.idCardRegion);
    expect(checkIdCard('100105491231002')).toBe(Messages.idCardRegion);
  });
  it('refuses an impossible birth date such as 0230', () => {
    expect(checkIdCard('110105194902300020')).toBe(Messages.idCardBirthDate);
    expect(checkIdCard('110105490230002')).toBe(Messages.idCardBirthDate);
  });
  it('refuses a birth date in the future', () => {
    expect(checkIdCard('110105209901010010')).toBe(Messages.idCardBirthDate);
  });
  it('refuses a wrong check digit', () => {
    expect(checkIdCard('110105194912310021')).toBe(Messages.idCardChecksum);
    expect(checkIdCard('650102198001011219')).toBe(Messages.idCardChecksum);
  });
});

describe('the name on a document', () => {
  it.each([
    'Anna Schmidt',
    'O’Brien',
    "O'Brien",
    'J. R. Smith',
    'SCHMIDT, Anna',
    'Nguyễn Thị Minh Khai',
    'Łukasz Żółć',
    'Mehmet Öz Jr.',
    'Maria del Carmen Fernández de la Torre y Álvarez de Castro',
    '阿依古丽·买买提',
  ])('accepts %s on a passport', (name) => {
    expect(checkNameOnDocument(IdType.passport, name)).toBeNull();
  });
  it('joins words by one space, however many were typed', () => {
    expect(checkNameOnDocument(IdType.passport, '  Anna   Schmidt ')).toBeNull();
  });
  it.each(['Anna-', 'J..R', 'Anna1', 'Иван', '<b>x</b>', "'Anna"])('refuses %s', (name) => {
    expect(checkNameOnDocument(IdType.passport, name)).toBe(AccountMessages.documentNameInvalid);
  });
  it('keeps the ID card to Chinese', () => {
    expect(checkNameOnDocument(IdType.residentCard, 'Anna Schmidt')).toBe(AccountMessages.trueNameInvalid);
  });
  it('refuses a name longer than a document prints, and answers fast on a long bad one', () => {
    expect(checkNameOnDocument(IdType.passport, 'A'.repeat(61))).toBe(Messages.realNameTooLong);
    const started = performance.now();
    expect(checkNameOnDocument(IdType.passport, `${'Ab '.repeat(19)}!`)).toBe(
      AccountMessages.documentNameInvalid,
    );
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('age', () => {
  it('accepts 1 to 100 and refuses the rest', () => {
    expect(checkAge(1)).toBeNull();
    expect(checkAge(100)).toBeNull();
    expect(checkAge(0)).toBe('请输入年龄1~100');
    expect(checkAge(101)).toBe('请输入年龄1~100');
    expect(checkAge(12.5)).toBe('请输入年龄1~100');
    expect(checkAge(undefined)).toBe('请输入年龄1~100');
  });
});

describe('masks', () => {
  it('masks phones, ID numbers and names', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskIdCard('65010219800101123X')).toBe('6501**********123X');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
  });
});
