/** Props every site-wide dialog receives from the DialogHost. */
export interface DialogProps {
  onClose: () => void;
}
