import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AccountMessagesEn,
  ContentFilterLabelsEn,
  type EnglishTwin,
  EntryGroupMessagesEn,
  englishOf,
  FieldMessagesEn,
  inLanguage,
  MessagesEn,
  TWINS,
  uploadMessagesEn,
} from '../src/english.ts';
import {
  AccountMessages,
  ContentFilterLabels,
  EngagementMessages,
  EntryGroupMessages,
  EntryMessages,
  FieldMessages,
  IdDocumentMessages,
  IdType,
  Messages,
  maskName,
  QueryMessages,
  RequestMessages,
  uploadMessages,
} from '../src/index.ts';

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

type Text = (...args: unknown[]) => string;
type Call = readonly unknown[];
const FREE_ARGUMENT = (call: Call) =>
  call.some(
    (arg) => typeof arg === 'symbol' || (Array.isArray(arg) && arg.some((a) => typeof a === 'symbol')),
  );

/** Arguments of the messages read back by a pattern of their own (`match`): a new one needs its sample here. */
const MATCHED: Record<string, unknown[]> = {
  notReleased: ['2026-11-30', '17:00'],
  adultsNeeded: [23],
};

/** Calls of a function message: each of its forms, its FREE arguments numbers no message carries as text. */
function samplesOf(key: string, chinese: Text, inverse?: { calls?: readonly Call[]; match?: RegExp }) {
  if (inverse?.match) {
    expect(MATCHED[key], `a sample of ${key}`).toBeDefined();
    return [MATCHED[key]!];
  }
  const calls = inverse?.calls ?? [Array.from({ length: chinese.length }, () => Symbol())];
  let sample = 70;
  return calls.map((call) =>
    call.map((arg) =>
      typeof arg === 'symbol' ? sample++ : Array.isArray(arg) && FREE_ARGUMENT(arg) ? ['pdf', 'png'] : arg,
    ),
  );
}

/** Every message of every twin: its key, Chinese, English and how it is read back. */
const entries = TWINS.flatMap(({ zh, en, inverses }) =>
  Object.entries(zh).map(([key, chinese]) => ({
    key,
    chinese: chinese as string | Text,
    english: (en as Record<string, string | Text>)[key]!,
    inverse: (inverses as Record<string, { calls?: readonly Call[]; match?: RegExp }> | undefined)?.[key],
  })),
);

describe('englishOf', () => {
  it('turns each Chinese text of every messages object into its twin', () => {
    const texts = entries.filter((entry) => typeof entry.chinese === 'string');
    expect(texts.length).toBeGreaterThan(250);
    const wrong = texts.filter(({ chinese, english }) => {
      // A text said twice (保存成功 of two objects) has the first object's English.
      const first = texts.find((entry) => entry.chinese === chinese)!;
      return englishOf(chinese as string) !== first.english && englishOf(chinese as string) !== english;
    });
    expect(wrong.map((entry) => entry.key)).toEqual([]);
  });

  it('reads back every function message, its numbers and texts as arguments', () => {
    const functions = entries.filter((entry) => typeof entry.chinese === 'function');
    expect(functions.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const { key, chinese, english, inverse } of functions) {
      for (const args of samplesOf(key, chinese as Text, inverse)) {
        const zh = (chinese as Text)(...args);
        const en = (english as Text)(...args);
        if (englishOf(zh) !== en) wrong.push(`${key}: ${zh} → ${englishOf(zh)}, not ${en}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    [Messages.phoneRequired, 'Please enter your mobile number'],
    [Messages.ageRequired, 'Please enter an age from 1 to 100'],
    ['请输入年龄1~100', 'Please enter an age from 1 to 100'],
    [RequestMessages.done, 'Done'],
    // A label the messages know is translated inside the message made with it.
    [FieldMessages.invalid(ContentFilterLabels.exhibitionType), 'The exhibition type is not valid'],
    [
      QueryMessages.idListInvalid(ContentFilterLabels.artistIds),
      'The artist ids (ids) must be numbers separated by commas, such as 1,2,3',
    ],
    // Another message as an argument, and a count with its noun.
    [
      AccountMessages.attemptsLeft(AccountMessages.wrongCredentials, 1),
      'Wrong mobile number or password. 1 attempt left',
    ],
    [
      AccountMessages.attemptsLeft(AccountMessages.wrongCredentials, 4),
      'Wrong mobile number or password. 4 attempts left',
    ],
    [EntryGroupMessages.lineProblem(3, Messages.ageRequired), 'Line 3: Please enter an age from 1 to 100'],
    // Visitors' names as typed, masked or not.
    [
      EntryMessages.visitorBookedThatDay(EntryMessages.visitorNamed('阿依古丽')),
      "Visitor 阿依古丽's document is already booked for this day. Each person can book once a day",
    ],
    [
      EntryMessages.barred('2026-12-01', EntryMessages.visitorNamed(maskName('Anna Smith'))),
      'Because of repeated missed visits, visitor A********h cannot book before 2026-12-01',
    ],
    [
      EntryMessages.barred('2026-12-01'),
      'Because of repeated missed visits, this document cannot book before 2026-12-01',
    ],
    [
      EntryMessages.idLimitReached(null, 1, 30, '2026-12-20'),
      'The same document can book at most 1 visit day in any 30 days; the earliest visit it can book is on 2026-12-20',
    ],
    // Forms told apart by an enumeration, by a pattern, by a list.
    [IdDocumentMessages.required(IdType.passport), 'Please enter your passport number'],
    [EngagementMessages.added('collect'), 'Added to your favourites'],
    [EngagementMessages.removed('like'), 'Like withdrawn'],
    [EntryMessages.notReleased('2026-11-30', '17:00'), 'Booking opens 30 November at 17:00'],
    [EntryGroupMessages.adultsNeeded(11), EntryGroupMessagesEn.adultsNeeded(11)],
    [
      EntryGroupMessages.alreadyDecided('rejected'),
      'This application is already declined; it needs no further review',
    ],
    [uploadMessages.wrongType(['pdf', 'docx']), 'Wrong type of file. Please upload a pdf/docx file'],
    [uploadMessages.imageTooLarge(6000), uploadMessagesEn.imageTooLarge(6000)],
  ])('%s → %s', (chinese, english) => {
    expect(englishOf(chinese)).toBe(english);
  });

  it('leaves a text no messages object makes as it is', () => {
    for (const text of ['李明远', '张*', '138****5678', '2026-12-01', '天山画派', '', 'Already English']) {
      expect(englishOf(text)).toBe(text);
    }
    // A label it does not know stays inside the English sentence (a staff form's field).
    expect(englishOf(FieldMessages.required('标题'))).toBe(FieldMessagesEn.required('标题'));
  });

  it('answers in the language asked for', () => {
    expect(inLanguage('zh', Messages.phoneRequired)).toBe(Messages.phoneRequired);
    expect(inLanguage('en', Messages.phoneRequired)).toBe(MessagesEn.phoneRequired);
  });

  it('writes no Chinese in any English text', () => {
    const chinese = entries.filter(({ key, english, chinese: zh, inverse }) =>
      typeof english === 'string'
        ? CJK.test(english)
        : samplesOf(key, zh as Text, inverse).some((args) => CJK.test((english as Text)(...args))),
    );
    expect(chinese.map((entry) => entry.key)).toEqual([]);
    expect(AccountMessagesEn.suspended('天山美术馆')).not.toMatch(CJK);
  });
});

describe('the English twins', () => {
  it('are typed against the Chinese: a key missing, added or of another kind does not compile', () => {
    const zh = { title: '标题', count: (n: number) => `${n} 个` } as const;
    // @ts-expect-error the Chinese's `count` is missing
    const missing: EnglishTwin<typeof zh> = { title: 'Title' };
    // @ts-expect-error `extra` is no key of the Chinese
    const extra: EnglishTwin<typeof zh> = { title: 'Title', count: (n) => `${n}`, extra: 'x' };
    // @ts-expect-error a function where the Chinese has a text
    const kind: EnglishTwin<typeof zh> = { title: () => 'Title', count: (n) => `${n}` };
    const two = (n: number, m: string) => `${n}${m}`;
    // @ts-expect-error a parameter the Chinese has not
    const parameters: EnglishTwin<typeof zh> = { title: 'Title', count: two };
    expect([missing, extra, kind, parameters]).toHaveLength(4);
    expect(ContentFilterLabelsEn.artistIds).toBe('The artist ids (ids)');
  });
});

describe('the English entry point', () => {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
  /** The modules a file loads when it runs (type-only imports aside), and theirs. */
  function loaded(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
      const target = match[1]!;
      if (target.startsWith('.')) loaded(resolve(dirname(file), target), seen);
      else seen.add(target);
    }
    return seen;
  }

  it('loads neither zod nor a schema module', () => {
    const modules = [...loaded(resolve(src, 'english.ts'))];
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((module) => module === 'zod' || /schemas|index\.ts$/.test(module))).toEqual([]);
  });
});
