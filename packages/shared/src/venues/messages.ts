import { FLOORS } from '../common/constants.ts';

/** What the halls' list says of its filters, without its schemas (no zod). */
export const VenueMessages = {
  floorInvalid: `楼层 floor 只能是 ${FLOORS.join('、')} 之一`,
  applicableInvalid: 'applicable 只能是 true 或 false',
} as const;
