import { Suspense } from 'react';
import { careModeInBrowser, useCareMode } from '@/shared/care-mode/care-mode';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { lazyPart } from '@/shared/lib/lazy-part';

/**
 * The home page in the visitor's mode, each its own chunk (shared/lib/lazy-part): the first load carries only
 * the one the visitor sees, which the server has drawn already, so care mode costs the standard page nothing.
 */
const StandardHome = lazyPart(() => import('./StandardHome').then((module) => module.StandardHome));
const CareHome = lazyPart(() => import('./CareHome').then((module) => module.CareHome));
// In the browser the visitor's one is fetched as soon as the route is, not once React first draws it.
if (typeof document !== 'undefined') void (careModeInBrowser() ? CareHome : StandardHome).preload();

export default function Home() {
  usePageTitle(null);
  const { care } = useCareMode();
  return <Suspense fallback={null}>{care ? <CareHome /> : <StandardHome />}</Suspense>;
}
