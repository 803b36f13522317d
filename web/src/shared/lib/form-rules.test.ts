import { IdDocumentMessages, IdType, Messages } from '@museum/shared';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { idNumberRules } from '../ui/id-document/IdDocumentFields';
import { passwordRules, phoneRules } from './form-rules';

/** Runs the custom validator of a rule list the way antd does, returning the message or null. */
async function validate(rules: typeof phoneRules, value: string): Promise<string | null> {
  const custom = rules.find(
    (r): r is RuleObject => typeof r === 'object' && 'validator' in r && !!r.validator,
  )!;
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
    expect(phoneRules[0]).toMatchObject({ required: true, message: '请输入手机号' });
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
    expect(passport[0]).toMatchObject({ required: true, message: '请输入护照号码' });
    expect(await validate(idNumberRules(IdType.hongKongMacaoPermit), 'H12345678')).toBeNull();
    expect(await validate(idNumberRules(IdType.taiwanPermit), '1234')).toBe(IdDocumentMessages.taiwanPermit);
  });
});
