import type { ComponentType } from 'react';
import { Suspense, use } from 'react';
import { languageReady, useLanguage } from '@/shared/i18n';
import { type DialogName, useDialogs } from '@/shared/stores/dialogs';
import { useSession } from '@/shared/stores/session';
import type { DialogProps } from '@/shared/ui/dialog/types';
import { LoginDialog, RealNameDialog } from '../../features/accounts';
import { HostApplicationDialog } from '../../features/applications';
import { DonationDialog } from '../../features/donations';
import { GroupDialog, ReservationDialog } from '../../features/entry';
import { FloorGuideDialog } from '../../features/venues';

/** The site-wide dialogs by the name the dialogs store opens them with; each loads the first time it opens. */
const DIALOGS: Record<DialogName, ComponentType<DialogProps>> = {
  reservation: ReservationDialog,
  group: GroupDialog,
  floorGuide: FloorGuideDialog,
  hostApplication: HostApplicationDialog,
  donation: DonationDialog,
  realName: RealNameDialog,
};

/** Mounts the login dialog and whichever site-wide dialog is open. */
export function DialogHost() {
  const { open, hide } = useDialogs();
  const loginVisible = useSession((s) => s.loginVisible);
  const Dialog = open ? DIALOGS[open] : null;
  return (
    <Suspense fallback={null}>
      {(loginVisible || Dialog) && <WholeCatalogue />}
      {loginVisible && <LoginDialog />}
      {Dialog && <Dialog onClose={hide} />}
    </Suspense>
  );
}

/** A dialog opens with every message of the page's language at hand (a page hydrates with its own only). */
function WholeCatalogue() {
  use(languageReady(useLanguage()));
  return null;
}
