import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackWanted, watchFeedbackWanted } from '../../lib/feedback';

// antd's message, notification and modal (a sixth of every page's first load) come with the first toast.
const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

/** Where toasts, notifications and confirmations render, inside the app's theme: nothing until one is asked for. */
export function FeedbackHost() {
  const wanted = useSyncExternalStore(watchFeedbackWanted, feedbackWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHolders />
    </Suspense>
  ) : null;
}
