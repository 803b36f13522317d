import { type EnglishTwin, type Twin, twin } from '../common/twins.ts';
import { ACTION_TYPE_LABELS, ActionType } from './actions.ts';
import { EngagementMessages } from './messages.ts';

export const ACTION_TYPE_LABELS_EN: EnglishTwin<typeof ACTION_TYPE_LABELS> = {
  collect: 'Favourite',
  like: 'Like',
};

export const EngagementMessagesEn: EnglishTwin<typeof EngagementMessages> = {
  resIdRequired: 'Please give the item (resId)',
  resIdInvalid: 'The item (resId) is not in a valid format',
  typeInvalid: 'The action type must be collect (a favourite) or like',
  missing: 'This item does not exist or is no longer online',
  added: (type) => (type === ActionType.collect ? 'Added to your favourites' : 'Liked'),
  removed: (type) => (type === ActionType.collect ? 'Removed from your favourites' : 'Like withdrawn'),
};

const eachType = { calls: Object.values(ActionType).map((type) => [type] as const) };

export const ENGAGEMENT_TWINS: readonly Twin[] = [
  twin(ACTION_TYPE_LABELS, ACTION_TYPE_LABELS_EN),
  twin(EngagementMessages, EngagementMessagesEn, { added: eachType, removed: eachType }),
];
