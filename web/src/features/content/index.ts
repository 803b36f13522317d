/** Exhibitions, education events, artists and articles: the cards and lists the home page shows. */
export {
  contentKeys,
  useAffairs,
  useBanners,
  useDict,
  useEducationList,
  useExhibitions,
  useNotices,
} from './api';
export { CardGrid } from './components/CardGrid';
export { EventCard } from './components/EventCard';
export { ExhibitionCard } from './components/ExhibitionCard';
