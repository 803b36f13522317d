import { describe, expect, it } from 'vitest';
import {
  checkIdDocument,
  ID_TYPES,
  IdDocumentMessages,
  IdType,
  idTypeOf,
  Messages,
  normaliseIdDocument,
} from '../src/index.ts';

describe('every document a visitor may book with', () => {
  it.each([
    [IdType.residentCard, '11010519491231002X'],
    [IdType.residentCard, '110105491231002'],
    [IdType.passport, 'E12345678'],
    [IdType.passport, 'ea 1234567'],
    [IdType.passport, 'X1234567K'],
    [IdType.hongKongMacaoPermit, 'H12345678'],
    [IdType.hongKongMacaoPermit, 'm1234567801'],
    [IdType.taiwanPermit, '12345678'],
    [IdType.taiwanPermit, '1234567890'],
    [IdType.foreignPermanentResident, 'USA123456789012'],
    [IdType.foreignPermanentResident, '912345202306150011'],
    [IdType.residencePermit, '810000199001010019'],
    [IdType.residencePermit, '830000198512310020'],
    [IdType.residencePermit, '82000020000229003x'],
  ])('takes document %i numbered %s', (type, number) => {
    expect(checkIdDocument(type, number)).toBeNull();
  });

  it.each([
    [IdType.residentCard, '11010519491231002Y', Messages.idCardFormat],
    [IdType.passport, 'E123', IdDocumentMessages.passport],
    [IdType.passport, 'E1234567-8', IdDocumentMessages.passport],
    [IdType.hongKongMacaoPermit, 'A12345678', IdDocumentMessages.hongKongMacaoPermit],
    [IdType.hongKongMacaoPermit, 'H123456789', IdDocumentMessages.hongKongMacaoPermit],
    [IdType.taiwanPermit, '1234567', IdDocumentMessages.taiwanPermit],
    [IdType.foreignPermanentResident, 'US1234567890123', IdDocumentMessages.foreignPermanentResident],
    [IdType.foreignPermanentResident, '912345202306150012', IdDocumentMessages.foreignPermanentResident],
    [IdType.residencePermit, '110105194912310021', IdDocumentMessages.residencePermit],
    [IdType.residencePermit, '810000199001010018', IdDocumentMessages.residencePermit],
  ])('refuses document %i numbered %s with its own message', (type, number, message) => {
    expect(checkIdDocument(type, number)).toBe(message);
  });

  it('asks for the number by the document’s name when it is missing', () => {
    expect(checkIdDocument(IdType.passport, '  ')).toBe('请输入护照号码');
    expect(checkIdDocument(IdType.residentCard, '')).toBe(Messages.idCardRequired);
  });

  it('stores a number in one form: no spaces, upper case, a first-generation ID in its 18-digit form', () => {
    expect(normaliseIdDocument(IdType.passport, ' ea 123 4567 ')).toBe('EA1234567');
    expect(normaliseIdDocument(IdType.residentCard, '110105491231002')).toBe('11010519491231002X');
  });

  it('reads the document type of a request: none is the resident ID card, an unknown one is refused', () => {
    expect(idTypeOf(undefined)).toBe(IdType.residentCard);
    expect(idTypeOf('')).toBe(IdType.residentCard);
    expect(idTypeOf('2')).toBe(IdType.passport);
    expect(idTypeOf(7)).toBeNull();
    expect(idTypeOf('passport')).toBeNull();
    expect(ID_TYPES).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
