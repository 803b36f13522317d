import { type IiifManifest, IiifPaths, iiifImageId } from '@museum/shared';
import { htmlToText } from '../../../platform/html/sanitize.ts';
import type { StoredImage } from '../../collection/index.ts';
import { IMAGE_PROFILE } from './service.ts';

const PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';
const LANGUAGE = 'zh-Hans';
const SUMMARY_LENGTH = 200;

const text = (value: string) => ({ [LANGUAGE]: [value] });

export interface ManifestItem {
  culId: string;
  culName: string;
  typeName: string;
  period: string | null;
  material: string | null;
  size: string | null;
  author: string | null;
  origin: string | null;
  acquisition: string | null;
  grade: string | null;
  description: string;
  images: StoredImage[];
}

/** The catalogue facts of a work, in the order a gallery label gives them. */
const CATALOGUE_FIELDS = [
  ['author', '作者'],
  ['period', '年代'],
  ['typeName', '门类'],
  ['material', '材质'],
  ['size', '尺寸'],
  ['origin', '产地'],
  ['grade', '级别'],
  ['acquisition', '来源'],
  ['culId', '藏品编号'],
] as const satisfies readonly (readonly [keyof ManifestItem, string])[];

/** A IIIF Presentation 3 manifest: one canvas per photograph of the item, each backed by the image service. */
export function buildManifest(item: ManifestItem, origin: string, museum: string): IiifManifest {
  const id = `${origin}${IiifPaths.manifest(item.culId)}`;
  const service = (n: number) => `${origin}${IiifPaths.image(iiifImageId(item.culId, n))}`;
  return {
    '@context': PRESENTATION_CONTEXT,
    id,
    type: 'Manifest',
    label: text(item.culName),
    summary: text(htmlToText(item.description).slice(0, SUMMARY_LENGTH)),
    metadata: CATALOGUE_FIELDS.filter(([key]) => item[key]).map(([key, label]) => ({
      label: text(label),
      value: text(item[key]!),
    })),
    requiredStatement: { label: text('收藏单位'), value: text(museum) },
    provider: [{ id: `${origin}/home`, type: 'Agent', label: text(museum) }],
    homepage: [
      {
        id: `${origin}/collection/detail/${encodeURIComponent(item.culId)}/${encodeURIComponent(item.culName)}`,
        type: 'Text',
        label: text(item.culName),
        format: 'text/html',
      },
    ],
    thumbnail: item.images.slice(0, 1).map(() => ({
      id: `${service(1)}/full/!400,400/0/default.jpg`,
      type: 'Image',
      format: 'image/jpeg',
      service: [{ id: service(1), type: 'ImageService3', profile: IMAGE_PROFILE }],
    })),
    items: item.images.map((image, i) => {
      const canvas = `${id}/canvas/${i + 1}`;
      return {
        id: canvas,
        type: 'Canvas',
        label: text(item.images.length > 1 ? `${item.culName}（${i + 1}）` : item.culName),
        width: image.width,
        height: image.height,
        items: [
          {
            id: `${canvas}/page`,
            type: 'AnnotationPage',
            items: [
              {
                id: `${canvas}/page/image`,
                type: 'Annotation',
                motivation: 'painting',
                target: canvas,
                body: {
                  id: `${service(i + 1)}/full/max/0/default.jpg`,
                  type: 'Image',
                  format: 'image/jpeg',
                  width: image.width,
                  height: image.height,
                  service: [{ id: service(i + 1), type: 'ImageService3', profile: IMAGE_PROFILE }],
                },
              },
            ],
          },
        ],
      };
    }),
  };
}
