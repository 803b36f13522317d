/** Site-wide pieces: the museum's mark, the terms and privacy texts, the header's friendly links. */
export { useFriendlyLinks } from './api';
export { MuseumLogo } from './components/MuseumLogo';
export { TermsDialog, type TermsKind } from './dialogs/TermsDialog';
