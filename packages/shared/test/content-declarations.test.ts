import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  artistDeclaration,
  declarationOf,
  declareContent,
  detailShape,
  type ExhibitionDetail,
  englishPairs,
  exhibitionDeclaration,
  exhibitionDetailSchema,
  FieldMessages,
  field,
  PUBLISHING_CONTENT_TYPES,
  PUBLISHING_DECLARATIONS,
  PUBLISHING_MODULE_LABELS,
  PUBLISHING_MODULES,
  type PublishingFields,
} from '../src/index.ts';

/** A type declared here, as a new field would be: the schema, the detail answer and the search list follow. */
const lecture = declareContent({
  label: '讲座',
  fields: {
    title: field.requiredText('讲座标题', 20),
    host: field.text('主持人', 10),
    startsAt: field.requiredDay('开始日期'),
    endsAt: field.day('结束日期'),
  },
  searched: ['host'],
  detail: ['host'],
  ordered: [['startsAt', 'endsAt']],
});

describe('a content type declared once', () => {
  it('checks what staff send with the declared labels and limits', () => {
    expect(lecture.schema.safeParse({ title: '春季讲座', startsAt: '2026-03-01' })).toMatchObject({
      success: true,
      data: { title: '春季讲座', host: null, endsAt: null },
    });
    const tooLong = lecture.schema.safeParse({
      title: '春季讲座',
      host: '主'.repeat(11),
      startsAt: '2026-03-01',
    });
    expect(tooLong.error?.issues[0]).toMatchObject({
      path: ['host'],
      message: FieldMessages.tooLong('主持人', 10),
    });
    const missing = lecture.schema.safeParse({ startsAt: '2026-03-01' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['title'], message: '请填写讲座标题' });
  });

  it('keeps the declared order of start and end, on the end field; years compare as numbers', () => {
    const early = lecture.schema.safeParse({ title: '讲座', startsAt: '2026-03-02', endsAt: '2026-03-01' });
    expect(early.error?.issues[0]).toMatchObject({ path: ['endsAt'], message: FieldMessages.endBeforeStart });
    const artist = { name: '画家', category: 'oil' };
    expect(artistDeclaration.schema.safeParse({ ...artist, birthYear: -500, deathYear: 1900 }).success).toBe(
      true,
    );
    expect(
      artistDeclaration.schema.safeParse({ ...artist, birthYear: 1900, deathYear: 200 }).error?.issues[0],
    ).toMatchObject({ path: ['deathYear'], message: FieldMessages.deathBeforeBirth });
  });

  it('gives the detail answer its stored fields and the search its extra fields', () => {
    expect(lecture.searched).toEqual(['host']);
    const answer = z.object(detailShape(lecture));
    expect(answer.parse({ host: null })).toEqual({ host: null });
    expect(answer.safeParse({ host: 3 }).success).toBe(false);
    expect(Object.keys(exhibitionDetailSchema.shape)).toEqual(
      expect.arrayContaining([...exhibitionDeclaration.detail]),
    );
    expectTypeOf<ExhibitionDetail['curator']>().toEqualTypeOf<string | null>();
    expectTypeOf<ExhibitionDetail['gallery']>().toEqualTypeOf<string[]>();
  });

  it('is the one list of modules the console, labels and content types read', () => {
    expect(PUBLISHING_MODULES).toEqual(Object.keys(PUBLISHING_DECLARATIONS));
    expect(PUBLISHING_MODULE_LABELS.exhibition).toBe(exhibitionDeclaration.label);
    expect(Object.keys(PUBLISHING_CONTENT_TYPES)).toEqual([
      'exhibition',
      'education',
      'academic',
      'notice',
      'policy',
      'affair',
      'artist',
      'work',
    ]);
    for (const declaration of Object.values(PUBLISHING_DECLARATIONS)) {
      const names = Object.keys(declaration.fields);
      for (const name of [...declaration.searched, ...declaration.detail]) expect(names).toContain(name);
    }
  });
});

describe('an English twin declared once', () => {
  const talk = declareContent({
    label: '讲座',
    fields: {
      title: field.requiredText('讲座标题', 20, { english: true }),
      host: field.text('主持人', 10),
      summary: field.summary({ english: true }),
      content: field.rich('讲座介绍', { english: true }),
    },
  });

  it('follows its Chinese field, optional, with the same kind and limits, labelled as English', () => {
    expect(Object.keys(talk.fields)).toEqual([
      'title',
      'titleEn',
      'host',
      'summary',
      'summaryEn',
      'content',
      'contentEn',
    ]);
    expect(talk.fields.title).toMatchObject({ english: 'titleEn', required: true });
    expect(talk.fields.titleEn).toMatchObject({
      label: '讲座标题（英文）',
      kind: { type: 'text', max: 20 },
      englishOf: 'title',
    });
    expect(talk.fields.titleEn.required).toBeUndefined();
    expect(talk.fields.summaryEn.kind).toEqual(talk.fields.summary.kind);
    expect(talk.fields.contentEn.kind).toEqual({ type: 'rich' });
    expect('hostEn' in talk.fields).toBe(false);
    expect(englishPairs(talk)).toEqual([
      ['title', 'titleEn'],
      ['summary', 'summaryEn'],
      ['content', 'contentEn'],
    ]);
  });

  it('is checked by the schema: optional, trimmed, within the limit, named in its message', () => {
    expect(talk.schema.parse({ title: '春季讲座' })).toMatchObject({ titleEn: null, summaryEn: null });
    expect(talk.schema.parse({ title: '春季讲座', titleEn: '  Spring Talk ' })).toMatchObject({
      titleEn: 'Spring Talk',
    });
    const tooLong = talk.schema.safeParse({ title: '春季讲座', titleEn: 'x'.repeat(21) });
    expect(tooLong.error?.issues[0]).toMatchObject({
      path: ['titleEn'],
      message: FieldMessages.tooLong('讲座标题（英文）', 20),
    });
    expectTypeOf<z.output<typeof talk.schema>['titleEn']>().toEqualTypeOf<string | null>();
  });

  it('gives every content type English for the text a visitor reads', () => {
    expectTypeOf<PublishingFields<'work'>['culNameEn']>().toEqualTypeOf<string | null>();
    const twins = Object.fromEntries(
      PUBLISHING_MODULES.map((module) => [module, englishPairs(declarationOf(module)).map(([, en]) => en)]),
    );
    expect(twins).toEqual({
      exhibition: ['titleEn', 'subtitleEn', 'venueEn', 'curatorEn', 'organizerEn', 'summaryEn', 'contentEn'],
      education: ['titleEn', 'placeEn', 'speakerEn', 'summaryEn', 'contentEn'],
      academic: ['titleEn', 'authorEn', 'sourceEn', 'summaryEn', 'contentEn'],
      notice: ['titleEn', 'summaryEn', 'contentEn'],
      policy: ['titleEn', 'issuerEn', 'summaryEn', 'contentEn'],
      affair: ['titleEn', 'sourceEn', 'summaryEn', 'contentEn'],
      artist: ['nameEn', 'birthplaceEn', 'titleEn', 'summaryEn', 'contentEn'],
      banner: ['titleEn', 'subtitleEn'],
      link: ['nameEn'],
      hall: ['nameEn', 'descriptionEn'],
      work: [
        'culNameEn',
        'authorEn',
        'periodEn',
        'materialEn',
        'sizeEn',
        'originEn',
        'acquisitionEn',
        'gradeEn',
        'descriptionEn',
      ],
      'work-type': ['nameEn', 'introEn'],
    });
  });
});
