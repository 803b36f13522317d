import { z } from 'zod';

/**
 * The dialect real ICMS installations answer on their share API (docs/PRODUCT.md, "The ICMS dialect"). Readers
 * are as permissive as the installations are: every field may be missing or null, ids may be numbers or text,
 * and unknown fields pass through untouched.
 */

const idLike = z.union([z.string(), z.number()]);
const text = z.string().nullish();
const textOrNumber = idLike.nullish();

/** `{status, message, count, data}` around any answer. */
export const icmsEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.looseObject({
    status: z.number(),
    message: z.string().nullish(),
    count: z.number().nullish(),
    data: data.nullish(),
  });
export type IcmsEnvelope<T> = {
  status: number;
  message?: string | null;
  count?: number | null;
  data?: T | null;
};

/** A row of getShareCulType: `typeCode` is what items carry in `culCategory`. */
export const icmsTypeSchema = z.looseObject({
  id: textOrNumber,
  typeCode: textOrNumber,
  typepid: textOrNumber,
  typegroupid: textOrNumber,
  value: textOrNumber,
  typename: text,
  sort: textOrNumber,
});
export type IcmsType = z.infer<typeof icmsTypeSchema>;

/** One photograph of an item; installations add their own fields (name, sort, size). */
export const icmsPictureSchema = z.looseObject({ url: z.string() });
export type IcmsPicture = z.infer<typeof icmsPictureSchema>;

/** An item of getShareCulList and getShareCulDetail. */
export const icmsItemSchema = z.looseObject({
  id: textOrNumber,
  culId: textOrNumber,
  culName: text,
  culCategory: textOrNumber,
  culCategoryName: text,
  /** A year (1998), a date (`1998-01-01 00:00:00`) or a period (清代). */
  culYear: textOrNumber,
  culLevel: textOrNumber,
  culLevelName: text,
  culSize: text,
  gsLength: textOrNumber,
  gsWidth: textOrNumber,
  gsHeight: textOrNumber,
  gsTexture: textOrNumber,
  gsTextureName: text,
  quality: textOrNumber,
  qualityunit: textOrNumber,
  qualityunitName: text,
  source: textOrNumber,
  sourceName: text,
  totalregistrationno: text,
  classificationno: text,
  entrywarehousedate: text,
  culremark: text,
  picUrl: text,
  pictures: z.array(icmsPictureSchema).nullish(),
  createTime: text,
  updateTime: text,
});
export type IcmsItem = z.infer<typeof icmsItemSchema>;

/** `data` of getShareCulFieldAndDataList: the column head (field name -> Chinese label), then rows. */
export const icmsFieldAndDataSchema = z.array(z.record(z.string(), z.unknown()));

export const icmsTypeAnswerSchema = icmsEnvelopeSchema(z.array(icmsTypeSchema));
export const icmsListAnswerSchema = icmsEnvelopeSchema(z.array(icmsItemSchema));
/** An array of one; clients read `data[0]`. */
export const icmsDetailAnswerSchema = icmsListAnswerSchema;
export const icmsFieldAndDataAnswerSchema = icmsEnvelopeSchema(icmsFieldAndDataSchema);
