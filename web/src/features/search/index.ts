/** Search across every module: the box the header and the search screen use. */
export { SearchBox, type SearchBoxProps } from './components/SearchBox';
