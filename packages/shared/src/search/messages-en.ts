import { KEYWORD_MAX_LENGTH } from '../common/constants.ts';
import { type EnglishTwin, type Twin, twin } from '../common/twins.ts';
import { SearchMessages } from './messages.ts';

export const SearchMessagesEn: EnglishTwin<typeof SearchMessages> = {
  keywordInvalid: 'The search term is not valid',
  keywordTooLong: `Search terms can be at most ${KEYWORD_MAX_LENGTH} characters long`,
  meaningless:
    'Please enter a meaningful search term, such as the title of an exhibition, an artist or a work',
};

export const SEARCH_TWINS: readonly Twin[] = [twin(SearchMessages, SearchMessagesEn)];
