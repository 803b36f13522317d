import { type EnglishTwin, type Twin, twin } from '../common/twins.ts';
import { SiteMessages } from './messages.ts';

export const SiteMessagesEn: EnglishTwin<typeof SiteMessages> = {
  cacheDown: 'The cache is unavailable: public content is served as usual; signing in and codes are paused',
  databaseDown: 'The database is unavailable; the service cannot be provided for the moment',
};

export const SITE_TWINS: readonly Twin[] = [twin(SiteMessages, SiteMessagesEn)];
