/** Exhibitions, education events, artists and articles: the cards and lists the home page shows. */
export { useAffairs, useBanners, useEducationList, useExhibitions, useNotices } from './api';
export { CardGrid } from './components/CardGrid';
export { EventCard } from './components/EventCard';
export { ExhibitionCard } from './components/ExhibitionCard';
