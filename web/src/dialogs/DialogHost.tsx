import { type ComponentType, lazy, Suspense } from 'react';
import { type DialogName, useDialogs } from '../stores/dialogs';
import { useSession } from '../stores/session';
import type { DialogProps } from './types';

const LoginDialog = lazy(() => import('./login/LoginDialog'));

/** Each dialog's code loads the first time it is opened. */
const DIALOGS: Record<DialogName, ComponentType<DialogProps>> = {
  reservation: lazy(() => import('./reservation/ReservationDialog')),
  floorGuide: lazy(() => import('./floor-guide/FloorGuideDialog')),
  hostApplication: lazy(() => import('./host-application/HostApplicationDialog')),
  donation: lazy(() => import('./donation/DonationDialog')),
  realName: lazy(() => import('./real-name/RealNameDialog')),
};

/** Mounts the login dialog and whichever site-wide dialog is open. */
export function DialogHost() {
  const { open, hide } = useDialogs();
  const loginVisible = useSession((s) => s.loginVisible);
  const Dialog = open ? DIALOGS[open] : null;
  return (
    <Suspense fallback={null}>
      {loginVisible && <LoginDialog />}
      {Dialog && <Dialog onClose={hide} />}
    </Suspense>
  );
}
