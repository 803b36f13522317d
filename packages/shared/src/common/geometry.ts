import { z } from 'zod';

/** A width and a height: of an image in pixels, of a floor plan or a rectangle on it in plan units. */
export const sizeShape = { width: z.number(), height: z.number() };
