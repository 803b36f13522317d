import { describe, expect, it } from 'vitest';
import { fileNameOfKey, isUploadKey, uploadKey } from '../src/index.ts';

const PREFIX = 'uploads/12/0123456789abcdef/';
const NOW = 1_764_000_000_000;

describe('upload keys: prefix + timestamp + "-" + file name', () => {
  it('are written from any file name, and the name reads back', () => {
    for (const [name, key] of [
      ['办展方案.pdf', `${PREFIX}${NOW}-办展方案.pdf`],
      ['My Plan (v2).DOCX', `${PREFIX}${NOW}-My_Plan_v2.docx`],
      ['../../etc/passwd', `${PREFIX}${NOW}-etc_passwd`],
      ['.pdf', `${PREFIX}${NOW}-file.pdf`],
    ] as const) {
      expect(uploadKey(PREFIX, name, NOW)).toBe(key);
      expect(isUploadKey(PREFIX, key)).toBe(true);
    }
    expect(fileNameOfKey(`${PREFIX}${NOW}-办展方案.pdf`)).toBe('办展方案.pdf');
  });

  it('are refused in any other form or under another prefix', () => {
    for (const key of [
      `${PREFIX}plan.pdf`,
      `${PREFIX}17-plan.pdf`,
      `${PREFIX}${NOW}-sub/plan.pdf`,
      `${PREFIX}${NOW}-<b>.pdf`,
      `${PREFIX}${NOW}-plan.PDF`,
      `uploads/13/0123456789abcdef/${NOW}-plan.pdf`,
    ]) {
      expect(isUploadKey(PREFIX, key), key).toBe(false);
    }
  });
});
