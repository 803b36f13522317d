import { useLingui } from '@lingui/react/macro';
import { SearchBox } from '../../../features/search';
import styles from './SearchPopover.module.css';
import { SEARCH_HINT } from './search-hint';

/** The wide screens' search popover content: the box and what it searches. */
export default function SearchPanel({ onSearch }: { onSearch: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.popover}>
      <SearchBox autoFocus onSearch={onSearch} />
      <p className={styles.hint}>{i18n._(SEARCH_HINT)}</p>
    </div>
  );
}
