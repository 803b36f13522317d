import { StarOutlined } from '@ant-design/icons';
import { centerTab } from '@/shared/ui/center-tab/center-tab';

/** Favourites, likes and view counts: the bar on every detail screen and the visitor's favourites. */
export type { ItemRef } from './api';
export { EngagementBar } from './components/EngagementBar';
export const favouritesTab = centerTab(
  'favourites',
  '我的收藏',
  StarOutlined,
  () => import('./screens/FavouritesTab'),
);
