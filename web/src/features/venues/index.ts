import { lazy } from 'react';

/** Halls and floor plans: the floor guide (loaded when opened). */
export const FloorGuideDialog = lazy(() => import('./dialogs/floor-guide/FloorGuideDialog'));
