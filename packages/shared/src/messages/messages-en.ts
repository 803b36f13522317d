import { type EnglishTwin, type Twin, twin } from '../common/twins.ts';
import { InboxMessages } from './messages.ts';

export const InboxMessagesEn: EnglishTwin<typeof InboxMessages> = {
  notFound: 'The message does not exist',
};

export const INBOX_TWINS: readonly Twin[] = [twin(InboxMessages, InboxMessagesEn)];
