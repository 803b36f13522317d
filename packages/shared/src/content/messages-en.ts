import { type EnglishTwin, type Twin, twin } from '../common/twins.ts';
import { RELATED_MAX } from './enums.ts';
import { ContentFilterLabels, ContentMessages } from './messages.ts';

export const ContentMessagesEn: EnglishTwin<typeof ContentMessages> = {
  yearInvalid: 'The year is not valid. Please choose a year from 1900 to 2100',
  exhibitionStatusInvalid: 'The exhibition status must be 0 (coming soon), 1 (on now) or 2 (past)',
  idInvalid: 'The id must be a positive whole number',
  relatedSizeInvalid: `pageSize must be a whole number from 1 to ${RELATED_MAX}`,
  educationStatusInvalid: 'The event status must be 0 (coming up), 1 (open for booking) or 2 (past)',
  initialInvalid: 'The initial must be a letter from A to Z, or #',
  affairStatusInvalid: 'The section must be 1 (news), 2 (museum affairs) or 3 (in the media)',
  dictTypeRequired: 'Please give the dictionary type (dictType)',
  dictTypeInvalid: 'The dictionary type (dictType) is not in a valid format',
  exhibitionNotFound: 'This exhibition does not exist or is no longer online',
  educationNotFound: 'This event does not exist or is no longer online',
  artistNotFound: 'This artist does not exist or is no longer online',
  academicNotFound: 'This research item does not exist or is no longer online',
  noticeNotFound: 'This notice does not exist or has been withdrawn',
  policyNotFound: 'This policy or regulation does not exist or has been withdrawn',
  affairNotFound: 'This news item does not exist or has been withdrawn',
};

/** As a sentence begins with them (`FieldMessagesEn.invalid`, `QueryMessagesEn.idListInvalid`). */
export const ContentFilterLabelsEn: EnglishTwin<typeof ContentFilterLabels> = {
  exhibitionType: 'The exhibition type',
  educationType: 'The event type',
  artistCategory: 'The art category',
  academicType: 'The research type',
  policyType: 'The policy type',
  artistIds: 'The artist ids (ids)',
};

export const CONTENT_TWINS: readonly Twin[] = [
  twin(ContentMessages, ContentMessagesEn),
  twin(ContentFilterLabels, ContentFilterLabelsEn),
];
