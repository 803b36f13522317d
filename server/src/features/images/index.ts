import type { Feature } from '../../platform/feature.ts';
import { createCollectionService } from '../collection/index.ts';
import { imagesRoutes } from './routes.ts';

/** IIIF Image API 3.0 and Presentation 3 services for the collection's photographs (/iiif/...). */
export const imagesFeature: Feature = {
  name: 'images',
  root: (app, ctx) => imagesRoutes(app, createCollectionService(ctx), ctx),
};
