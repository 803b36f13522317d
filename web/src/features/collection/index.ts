/** The works of the collection service: their cards, for the home page and an artist's page. */
export { collectionKeys, useCulList } from './api';
export { summaryOf, WorkGrid, type WorkSummary } from './components/WorkCard';
