import { z } from 'zod';
import { sizeShape } from '../common/geometry.ts';

// ---------------------------------------------------------------- IIIF documents

/** A IIIF language map: `{ "zh-Hans": ["..."] }`. */
const iiifTextSchema = z.record(z.string(), z.array(z.string()));
const iiifLabelValueSchema = z.object({ label: iiifTextSchema, value: iiifTextSchema });
const iiifImageServiceSchema = z.object({
  id: z.string(),
  type: z.literal('ImageService3'),
  profile: z.string(),
});

/** `GET /iiif/3/{imageId}/info.json`: the Image API 3.0 Image Information document the deep-zoom viewer reads. */
export const iiifImageInfoSchema = iiifImageServiceSchema.extend({
  '@context': z.string(),
  protocol: z.literal('http://iiif.io/api/image'),
  ...sizeShape,
  maxWidth: z.number(),
  maxHeight: z.number(),
  /** Whole-image sizes kept ready, smallest first. */
  sizes: z.array(z.object(sizeShape)),
  tiles: z.array(z.object({ ...sizeShape, scaleFactors: z.array(z.number()) })),
  extraQualities: z.array(z.string()),
  extraFormats: z.array(z.string()),
  extraFeatures: z.array(z.string()),
});
export type IiifImageInfo = z.infer<typeof iiifImageInfoSchema>;

const iiifImageResourceSchema = z.object({
  id: z.string(),
  type: z.literal('Image'),
  format: z.string(),
  service: z.array(iiifImageServiceSchema),
});

/** A canvas of the manifest: one photograph of the item, painted by one annotation. */
const iiifCanvasSchema = z.object({
  id: z.string(),
  type: z.literal('Canvas'),
  label: iiifTextSchema,
  ...sizeShape,
  items: z.array(
    z.object({
      id: z.string(),
      type: z.literal('AnnotationPage'),
      items: z.array(
        z.object({
          id: z.string(),
          type: z.literal('Annotation'),
          motivation: z.literal('painting'),
          target: z.string(),
          body: iiifImageResourceSchema.extend(sizeShape),
        }),
      ),
    }),
  ),
});

/** `GET /iiif/3/manifest/{culId}`: a Presentation 3 manifest with one canvas per photograph of the item. */
export const iiifManifestSchema = z.object({
  '@context': z.string(),
  id: z.string(),
  type: z.literal('Manifest'),
  label: iiifTextSchema,
  summary: iiifTextSchema,
  /** The catalogue facts the item has, in the order a gallery label gives them. */
  metadata: z.array(iiifLabelValueSchema),
  requiredStatement: iiifLabelValueSchema,
  provider: z.array(z.object({ id: z.string(), type: z.literal('Agent'), label: iiifTextSchema })),
  homepage: z.array(
    z.object({ id: z.string(), type: z.literal('Text'), label: iiifTextSchema, format: z.string() }),
  ),
  thumbnail: z.array(iiifImageResourceSchema),
  items: z.array(iiifCanvasSchema),
});
export type IiifManifest = z.infer<typeof iiifManifestSchema>;
