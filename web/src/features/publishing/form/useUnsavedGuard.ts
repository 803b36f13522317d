import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { modal } from '@/shared/lib/feedback';

/**
 * Keeps unsaved changes from being lost by accident: leaving the screen inside the console asks first, and
 * closing or reloading the tab gets the browser's own question.
 */
export function useUnsavedGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  // One question per blocked navigation, whatever re-renders while it is open.
  const current = useRef(blocker);
  current.current = blocker;
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    modal.confirm({
      title: '有尚未保存的修改',
      content: '离开本页后，这些修改将会丢失。确定离开吗？',
      okText: '离开',
      okButtonProps: { danger: true },
      cancelText: '继续编辑',
      onOk: () => current.current.proceed?.(),
      onCancel: () => current.current.reset?.(),
    });
  }, [blocked]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
