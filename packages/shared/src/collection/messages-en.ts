import { type EnglishTwin, type Twin, twin } from '../common/twins.ts';
import { CollectionMessages } from './messages.ts';

export const CollectionMessagesEn: EnglishTwin<typeof CollectionMessages> = {
  ok: 'Success',
  categoryInvalid: 'The category (culCategory) must be a positive whole number',
  nameInvalid: 'The name (culName) must be text',
  keyWordInvalid: 'The keyword (keyWord) must be text',
  culIdInvalid: 'The accession number is not in a valid format',
  culIdRequired: 'Please give the accession number',
  detailIdRequired: 'Please give the accession number (id)',
  workNotFound: 'The work does not exist or is not on public view',
  unavailable: 'The collection service cannot be reached at the moment. Please try again later',
  noSuchCall: 'The collection service has no such call',
};

export const COLLECTION_TWINS: readonly Twin[] = [twin(CollectionMessages, CollectionMessagesEn)];
