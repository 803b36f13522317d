import { KEYWORD_MAX_LENGTH, REAL_NAME_MAX_LENGTH } from './constants.ts';
import { ID_TYPE_LABELS, ID_TYPES, IdDocumentMessages, type IdType } from './id-documents.ts';
import { FieldMessages, Messages, QueryMessages, RequestMessages, statusErrorMessage } from './messages.ts';
import { type EnglishTwin, plural, type Twin, twin } from './twins.ts';

/** The English of `Messages` (docs/PRODUCT.md "English"), for visitors of the English site. */
export const MessagesEn: EnglishTwin<typeof Messages> = {
  phoneRequired: 'Please enter your mobile number',
  phoneInvalid: 'Please enter a valid mobile number',
  phoneEmpty: 'The mobile number cannot be empty',
  passwordRequired: 'Please enter your password',
  passwordInvalid:
    'Please enter a valid password: 8 to 20 characters, with upper-case and lower-case letters and digits',
  passwordHint: 'Passwords have 8 to 20 characters, with upper-case and lower-case letters and digits',
  codeRequired: 'Please enter the verification code',
  agreementRequired: 'Please tick the box to accept the Terms of Service and the Privacy Policy',
  idCardRequired: 'Please enter your ID card number',
  idCardFormat: 'The ID card number has the wrong length or format',
  idCardRegion: 'The ID card number has an invalid region code',
  idCardBirthDate: 'The date of birth in the ID card number is not valid',
  idCardChecksum: 'Enter a valid ID card number',
  realNameRequired: 'Please enter your full name',
  realNameTooLong: `Names can be at most ${REAL_NAME_MAX_LENGTH} characters long`,
  entryTimeRequired: 'Please choose the day of your visit',
  sexRequired: 'Please choose a gender',
  ageRequired: 'Please enter an age from 1 to 100',
  holdingTimeRequired: 'Please choose the dates of the exhibition',
  contactRequired: 'Please enter a contact person',
  contactTooLong: "The contact person's name can be at most 30 characters long",
  materialRequired: 'Please upload your documents',
  exhibitionIntroRequired: 'Please describe the exhibition briefly',
  collectionIntroRequired: 'Please describe the piece briefly',
  introTooLong: 'The description can be at most 200 characters long',
  searchKeywordRequired: 'Please enter a search term',
  textUnreadable: 'Your entry contains a character that cannot be read. Please check it and try again',

  http401: 'Authentication failed. Please sign in to continue',
  http403: 'You do not have permission to do this',
  http404: 'What you asked for does not exist',
  httpDefault: 'An unknown error occurred. Please let the site administrator know',
  databaseBusy: 'Many people are visiting right now. Please try again in a moment',
  sessionExpiredTitle: 'Notice',
  sessionExpiredBody: 'Your session has expired. You can stay on this page, or sign in again',
  sessionExpiredConfirm: 'Sign in again',
  sessionExpiredCancel: 'Cancel',
  sessionInvalid: 'Your session is not valid or has expired. Please sign in again.',
  networkError: 'The server cannot be reached',
  timeout: 'The server took too long to answer',
  duplicateSubmit: 'Your request is being processed. Please do not submit it again',
  notLoggedIn: 'Please sign in first',
  serverError: 'Something went wrong on our side. Please try again later',
  serviceUnavailable: 'This service is unavailable for the moment. Please try again later',
  notFound: 'What you asked for does not exist',
};

export const RequestMessagesEn: EnglishTwin<typeof RequestMessages> = {
  done: 'Done',
  found: 'OK',
  invalidJson: 'The request body is not valid JSON',
  emptyJson: 'The request body cannot be empty',
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'This content type is not supported',
  badContentLength: 'The length of the request is wrong',
  badRequest: 'The request is not valid. Please check it and try again',
  badParameters: 'The request parameters are not valid',
  parameterWrong: (field, problem) => `Parameter ${field} is not valid: ${problem}`,
  bodyWrong: (problem) => `The request body is not valid: ${problem}`,
  parametersWrong: (problem) => `The request parameters are not valid: ${problem}`,
  malformed: 'Invalid format',
};

export const QueryMessagesEn: EnglishTwin<typeof QueryMessages> = {
  pageNotNumber: (field) => `The paging parameter ${field} must be a number`,
  pageNotWhole: (field) => `The paging parameter ${field} must be a positive whole number`,
  pageTooLarge: (field, max) => `The paging parameter ${field} cannot be greater than ${max}`,
  idNotNumber: 'The id must be a number',
  idNotInteger: 'The id must be a whole number',
  idTooSmall: 'The id must be greater than 0',
  idTooLarge: 'The id is out of range',
  keywordInvalid: 'The keyword is not valid',
  keywordTooLong: `Keywords can be at most ${KEYWORD_MAX_LENGTH} characters long`,
  idListInvalid: (label) => `${label} must be numbers separated by commas, such as 1,2,3`,
  idListTooLong: (label, max) => `${label} can name at most ${max} at a time`,
  moduleRequired: 'Please give the content module (module, 1 to 8)',
  moduleInvalid: 'The content module (module) must be from 1 to 8',
};

/** Labels (`field`) arrive in English when they are known, as they are otherwise (a staff form's 标题). */
export const FieldMessagesEn: EnglishTwin<typeof FieldMessages> = {
  badBody: 'The request is not valid. Please send a JSON object',
  required: (field) => `Please fill in ${field}`,
  tooLong: (field, max) => `${field} can be at most ${max} characters long`,
  invalid: (field) => `${field} is not valid`,
  dayInvalid: (field) => `${field} must be a date in the form YYYY-MM-DD`,
  momentInvalid: (field) => `${field} must be a date and time, such as 2026-12-01T09:00:00+08:00`,
  imageInvalid: (field) => `${field} must be a /files/ address given by an upload`,
  linkInvalid: (field) => `${field} must be a path on this site (starting with /) or an http(s) address`,
  endBeforeStart: 'The end cannot be earlier than the start',
  deathBeforeBirth: 'The year of death cannot be earlier than the year of birth',
  tooManyImages: (max) => `At most ${plural(max, 'image')}`,
};

export const statusErrorMessageEn = (status: number) => `The server answered with error ${status}`;

/** The documents' names as a form lists them. */
export const ID_TYPE_LABELS_EN: EnglishTwin<typeof ID_TYPE_LABELS> = {
  1: 'Resident Identity Card',
  2: 'Passport',
  3: 'Mainland Travel Permit for Hong Kong and Macao Residents',
  4: 'Mainland Travel Permit for Taiwan Residents',
  5: 'Foreign Permanent Resident ID Card',
  6: 'Residence Permit for Hong Kong, Macao and Taiwan Residents',
};

/** A document's name inside a sentence: `your passport number`. */
const documentInSentence = (type: IdType) =>
  type === 1 ? 'ID card' : type === 2 ? 'passport' : ID_TYPE_LABELS_EN[type];

export const IdDocumentMessagesEn: EnglishTwin<typeof IdDocumentMessages> = {
  typeInvalid: `The document type must be one of ${ID_TYPES.map((type) => `${type} (${ID_TYPE_LABELS_EN[type]})`).join(', ')}`,
  required: (type) => `Please enter your ${documentInSentence(type)} number`,
  passport: 'A passport number has 5 to 17 letters or digits',
  hongKongMacaoPermit:
    'A Mainland Travel Permit for Hong Kong and Macao Residents number starts with H or M, followed by 8 or 10 digits',
  taiwanPermit: 'A Mainland Travel Permit for Taiwan Residents number has 8 or 10 digits',
  foreignPermanentResident:
    'A Foreign Permanent Resident ID Card number has 3 letters and 12 digits (2017 edition), or 18 characters starting with 9 (2023 edition)',
  residencePermit:
    'A Residence Permit for Hong Kong, Macao and Taiwan Residents number has 18 characters and starts with 81, 82 or 83',
};

export const COMMON_TWINS: readonly Twin[] = [
  twin(Messages, MessagesEn),
  twin(RequestMessages, RequestMessagesEn),
  twin(QueryMessages, QueryMessagesEn),
  twin(FieldMessages, FieldMessagesEn),
  twin({ statusError: statusErrorMessage }, { statusError: statusErrorMessageEn }),
  twin(ID_TYPE_LABELS, ID_TYPE_LABELS_EN),
  twin(IdDocumentMessages, IdDocumentMessagesEn, {
    required: { calls: ID_TYPES.map((type) => [type] as const) },
  }),
];
