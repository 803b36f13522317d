import { RANDOM_COVER_COUNT } from '@museum/shared';

/** 1-10: the generated cover standing in for an item without its own image, stable per item (docs/spec §9). */
export function randomNumOf(id: number): number {
  return (id % RANDOM_COVER_COUNT) + 1;
}

/** The item's own image, or its generated cover. */
export function coverOf(cover: string | null, id: number): string {
  return cover || `/files/demo/covers/${randomNumOf(id)}.jpg`;
}
