import { type EnglishTwin, type Twin, twin } from '../common/twins.ts';
import { ApplicationMessages, HOSTING_MAX_PENDING } from './messages.ts';

export const ApplicationMessagesEn: EnglishTwin<typeof ApplicationMessages> = {
  dayInvalid: 'The date of the exhibition is not in a valid format',
  endBeforeStart: 'The end date must be after the start date',
  startNotFuture: 'The start date must be after today',
  periodTooLong: 'An exhibition can last at most one year',
  notWithdrawable: 'Only applications under review can be withdrawn',
  notDeletable: 'Only withdrawn or declined applications can be deleted',
  notFound: 'The application does not exist',
  hallInvalid: 'The hall you chose does not take applications at present. Please choose another',
  tooManyPending: `You already have ${HOSTING_MAX_PENDING} applications under review. Please wait for their results before submitting another`,
  submitted: 'Application submitted',
  withdrawn: 'Application withdrawn',
  deleted: 'Application deleted',
};

export const APPLICATION_TWINS: readonly Twin[] = [twin(ApplicationMessages, ApplicationMessagesEn)];
