import type { PublishingModule } from '@museum/shared';
import { type Dayjs, dayjs } from '@/shared/lib/dayjs';
import { fromMuseumPicker, toMuseumPicker } from '@/shared/lib/museum-picker';
import { formSpecsOf } from './specs';

type Values = Record<string, unknown>;

/**
 * An item as the server keeps it, turned into what the form's inputs hold (dates as dayjs, moments on the museum's
 * wall clock, photos as URLs).
 */
export function toFormValues(module: PublishingModule, item: Values): Values {
  const values: Values = {};
  for (const { name, kind } of formSpecsOf(module)) {
    const value = item[name];
    if (kind.type === 'day' || kind.type === 'moment') {
      const text = typeof value === 'string' && value ? value : null;
      values[name] = text && (kind.type === 'day' ? dayjs(text) : toMuseumPicker(text));
    } else if (kind.type === 'workImages') {
      values[name] = Array.isArray(value) ? value.map((image: { url: string }) => image.url) : [];
    } else {
      values[name] = value ?? null;
    }
  }
  return values;
}

/** The form's values as the body the content API takes (field names as the visitor API answers them). */
export function toBody(module: PublishingModule, values: Values): Values {
  const body: Values = {};
  for (const { name, kind } of formSpecsOf(module)) {
    const value = values[name];
    if (kind.type === 'day') body[name] = value ? (value as Dayjs).format('YYYY-MM-DD') : null;
    else if (kind.type === 'moment') body[name] = value ? fromMuseumPicker(value as Dayjs) : null;
    else if (kind.type === 'workImages')
      body[name] = ((value as string[] | null) ?? []).map((url) => ({ url }));
    else if (kind.type === 'flag') body[name] = Boolean(value);
    else body[name] = value === undefined ? null : value;
  }
  return body;
}

/** Where on the form a server message belongs: `position.x` is a part of `position`, `images.2.url` of `images`. */
export function fieldOf(module: PublishingModule, path: string): (string | number)[] | null {
  const [head = '', next] = path.split('.');
  const spec = formSpecsOf(module).find((field) => field.name === head);
  if (!spec) return null;
  if (spec.kind.type === 'position' && next) return [head, next];
  return [head];
}
