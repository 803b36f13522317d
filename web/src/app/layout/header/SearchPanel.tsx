import { SearchBox } from '../../../features/search';
import styles from './SearchPopover.module.css';
import { SEARCH_HINT } from './search-hint';

/** The wide screens' search popover content: the box and what it searches. */
export default function SearchPanel({ onSearch }: { onSearch: () => void }) {
  return (
    <div className={styles.popover}>
      <SearchBox autoFocus onSearch={onSearch} />
      <p className={styles.hint}>{SEARCH_HINT}</p>
    </div>
  );
}
