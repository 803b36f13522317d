import { type EnglishTwin, type Twin, twin } from '../common/twins.ts';
import { DonationMessages } from './messages.ts';

export const DonationMessagesEn: EnglishTwin<typeof DonationMessages> = {
  typeInvalid: 'The type of report is not valid',
  reported: 'Donation report submitted',
};

export const DONATION_TWINS: readonly Twin[] = [twin(DonationMessages, DonationMessagesEn)];
