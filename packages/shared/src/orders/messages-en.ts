import { type EnglishTwin, plural, type Twin, twin } from '../common/twins.ts';
import { ORDER_MAX_PLACES, ORDER_STATUS_LABELS, OrderMessages } from './messages.ts';

export const ORDER_STATUS_LABELS_EN: EnglishTwin<typeof ORDER_STATUS_LABELS> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
};

export const OrderMessagesEn: EnglishTwin<typeof OrderMessages> = {
  moduleInvalid: 'The type of booking is not valid',
  itemRequired: 'Please choose the exhibition or event to book',
  placesRequired: `Please choose the number of people (1 to ${ORDER_MAX_PLACES})`,
  notBookable: 'This exhibition or event does not take bookings',
  closed: 'Bookings for this exhibition or event have closed',
  full: 'Fully booked. Look out for the next one',
  notEnough: (left) => `Only ${plural(left, 'place')} left. Please book for fewer people`,
  duplicate: 'You have already booked this exhibition or event',
  notCancellable: 'This booking can no longer be cancelled',
  notFound: 'The booking does not exist',
  itemNotFound: 'The exhibition or event does not exist',
  booked: 'Booked',
  cancelled: 'Booking cancelled',
};

export const ORDER_TWINS: readonly Twin[] = [
  twin(ORDER_STATUS_LABELS, ORDER_STATUS_LABELS_EN),
  twin(OrderMessages, OrderMessagesEn),
];
