/**
 * The demo collection's categories in English, keyed by their code (server/src/seed/collection/types.ts): every
 * one of them. The works are in works.ts.
 */
export interface WorkTypeEnglish {
  name: string;
  intro: string;
}

export const WORK_TYPES_EN: Record<string, WorkTypeEnglish> = {
  HH: {
    name: 'Painting',
    intro:
      'From fragments of Tang dynasty cave murals to contemporary oil paintings and prints: ways of seeing along the Silk Road through the ages.',
  },
  SF: {
    name: 'Calligraphy',
    intro:
      'Regular, running, cursive and clerical script by masters past and present, with fans, couplets and calligraphy in several scripts.',
  },
  TC: {
    name: 'Ceramics',
    intro:
      'Prehistoric painted pottery from Xinjiang, porcelain from the great kilns of the Central Plains brought along the Silk Road, Kashgar earthenware and contemporary ceramics.',
  },
  DS: {
    name: 'Sculpture',
    intro:
      'Clay sculpture and carved stone images from Kucha and Gaochang, and key works by contemporary sculptors from Xinjiang.',
  },
  ZX: {
    name: 'Textiles and Embroidery',
    intro:
      'Atlas silk, Hotan carpets, Kazakh embroidered felt and the embroidery of many peoples: between warp and weft lies the life of the oasis and the grassland.',
  },
  JS: {
    name: 'Metalwork',
    intro:
      'Bronze cauldrons, bronze mirrors and gold and silver vessels, witnesses to the meeting of steppe cultures and Silk Road trade.',
  },
  SY: {
    name: 'Photography',
    intro:
      'The lands north and south of the Tianshan through photographers’ lenses over more than half a century: plateau, desert, grassland and old towns.',
  },
};
