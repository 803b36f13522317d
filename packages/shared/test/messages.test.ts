import { describe, expect, it } from 'vitest';
import {
  checkTrueName,
  EntryMessages,
  entryVisitorSchema,
  Messages,
  REAL_NAME_MAX_LENGTH,
  realNameSchema,
  trueNameSchema,
  UploadKind,
  uploadMessages,
  uploadPolicyQuerySchema,
} from '../src/index.ts';

/** Messages both sides show are written once, here, and every rule that needs one uses it. */

describe('the real-name length message', () => {
  const tooLong = '阿'.repeat(REAL_NAME_MAX_LENGTH + 1);
  const longest = '阿'.repeat(REAL_NAME_MAX_LENGTH);

  it('is one message, used by every rule on a name', () => {
    expect(Messages.realNameTooLong).toBe('姓名不能超过60个字');
    expect(realNameSchema.safeParse(tooLong).error?.issues[0]?.message).toBe(Messages.realNameTooLong);
    expect(trueNameSchema.safeParse(tooLong).error?.issues[0]?.message).toBe(Messages.realNameTooLong);
    expect(checkTrueName(tooLong)).toBe(Messages.realNameTooLong);
    expect(entryVisitorSchema.safeParse({ name: tooLong, sex: 1, age: 30 }).error?.issues[0]?.message).toBe(
      Messages.realNameTooLong,
    );
    expect(EntryMessages.nameTooLong).toBe(Messages.realNameTooLong);
  });

  it('lets the longest allowed name through', () => {
    expect(realNameSchema.safeParse(longest).success).toBe(true);
    expect(checkTrueName(longest)).toBeNull();
  });
});

describe('upload messages', () => {
  it('include the server’s answers the upload widget also shows', () => {
    expect(uploadMessages.empty).toBe('文件是空的，请重新选择');
    expect(uploadMessages.fileMissing).toBe('请选择要上传的文件');
    expect(uploadMessages.contentMismatch('pdf')).toBe('文件内容与格式不符，请上传真实的pdf文件');
  });

  it('are the policy query’s messages', () => {
    expect(uploadPolicyQuerySchema.safeParse({ kind: 'program' }).error?.issues[0]?.message).toBe(
      uploadMessages.kindInvalid,
    );
    expect(
      uploadPolicyQuerySchema.safeParse({ kind: UploadKind.document, ext: 'png' }).error?.issues[0]?.message,
    ).toBe(uploadMessages.wrongType(['docx', 'xlsx', 'pdf']));
    expect(uploadPolicyQuerySchema.parse({ kind: UploadKind.media, ext: ' PNG ' })).toEqual({
      kind: 'media',
      ext: 'png',
    });
    expect(uploadPolicyQuerySchema.parse({ ext: '' })).toEqual({ kind: 'media' });
  });
});
