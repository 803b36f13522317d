import { IdDocumentMessages, IdType, Messages } from '@museum/shared';
import type { FormRule } from 'antd';
import type { FormInstance, RuleObject } from 'antd/es/form';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../i18n';
import { idNumberRules } from '../ui/id-document/IdDocumentFields';
import { codeRules, passwordRules, phoneRules, textRules } from './form-rules';
import { sharedEnglishReady } from './shared-english';

afterEach(() => setPageLanguage('zh'));

/** A rule as antd reads it when it checks the field (a rule given as a function is called then). */
const resolved = (rule: FormRule): RuleObject =>
  typeof rule === 'function' ? rule({} as FormInstance) : rule;

/** Runs the custom validator of a rule list the way antd does, returning the message or null. */
async function validate(rules: typeof phoneRules, value: string): Promise<string | null> {
  const custom = rules.map(resolved).find((r) => 'validator' in r && !!r.validator)!;
  try {
    await custom.validator!(custom, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('form rules use the shared validators', () => {
  it('checks phones', async () => {
    expect(await validate(phoneRules, '13800138000')).toBeNull();
    expect(await validate(phoneRules, '12800138000')).toBe(Messages.phoneInvalid);
    expect(resolved(phoneRules[0]!)).toMatchObject({ required: true, message: '请输入手机号' });
  });

  it('checks passwords', async () => {
    expect(await validate(passwordRules, 'Museum2026')).toBeNull();
    expect(await validate(passwordRules, 'museum2026')).toBe(Messages.passwordInvalid);
    expect(await validate(passwordRules, 'Museum2026 ')).toBe(Messages.passwordInvalid);
  });

  it('checks ID numbers against the standard vectors', async () => {
    const idCardRules = idNumberRules(IdType.residentCard);
    expect(await validate(idCardRules, '11010519491231002X')).toBeNull();
    expect(await validate(idCardRules, '110105491231002')).toBeNull();
    expect(await validate(idCardRules, '99010519491231002X')).toBe(Messages.idCardRegion);
    expect(await validate(idCardRules, '110105194902300020')).toBe(Messages.idCardBirthDate);
    expect(await validate(idCardRules, '110105194912310021')).toBe(Messages.idCardChecksum);
    expect(await validate(idCardRules, '1101051949')).toBe(Messages.idCardFormat);
  });

  it('checks each other document by its own rule, and asks for it by its name', async () => {
    const passport = idNumberRules(IdType.passport);
    expect(await validate(passport, 'e1234567')).toBeNull();
    expect(await validate(passport, 'E1')).toBe(IdDocumentMessages.passport);
    expect(resolved(passport[0]!)).toMatchObject({ required: true, message: '请输入护照号码' });
    expect(await validate(idNumberRules(IdType.hongKongMacaoPermit), 'H12345678')).toBeNull();
    expect(await validate(idNumberRules(IdType.taiwanPermit), '1234')).toBe(IdDocumentMessages.taiwanPermit);
  });
});

describe('form rules on English pages', () => {
  it('give the shared messages’ English twins', async () => {
    await sharedEnglishReady();
    setPageLanguage('en');
    expect(resolved(phoneRules[0]!)).toMatchObject({
      required: true,
      message: 'Please enter your mobile number',
    });
    expect(await validate(phoneRules, '12800138000')).toBe('Please enter a valid mobile number');
    expect(resolved(codeRules[0]!).message).toBe('Please enter the verification code');
    expect(await validate(passwordRules, 'museum2026')).toMatch(/^Please enter a valid password/);
    const rules = textRules(30, Messages.contactRequired, Messages.contactTooLong).map(resolved);
    expect(rules.map((rule) => rule.message)).toEqual([
      'Please enter a contact person',
      "The contact person's name can be at most 30 characters long",
    ]);
  });

  it('ask a passport holder for the passport in English', async () => {
    await sharedEnglishReady();
    setPageLanguage('en');
    const passport = idNumberRules(IdType.passport);
    expect(resolved(passport[0]!).message).toBe('Please enter your passport number');
    expect(await validate(passport, 'E1')).toBe('A passport number has 5 to 17 letters or digits');
    expect(await validate(passport, 'E12345678')).toBeNull();
    expect(await validate(idNumberRules(IdType.residentCard), '1101051949')).toBe(
      'The ID card number has the wrong length or format',
    );
  });
});
