import { FLOORS } from '../common/constants.ts';
import { type EnglishTwin, type Twin, twin } from '../common/twins.ts';
import { VenueMessages } from './messages.ts';

export const VenueMessagesEn: EnglishTwin<typeof VenueMessages> = {
  floorInvalid: `The floor (floor) must be one of ${FLOORS.join(', ')}`,
  applicableInvalid: 'applicable must be true or false',
};

export const VENUE_TWINS: readonly Twin[] = [twin(VenueMessages, VenueMessagesEn)];
