import { type EnglishTwin, FREE, plural, type Twin, twin } from '../common/twins.ts';
import { attachmentMessages, imageMessages, uploadMessages } from './messages.ts';

export const uploadMessagesEn: EnglishTwin<typeof uploadMessages> = {
  wrongType: (types) => `Wrong type of file. Please upload a ${types.join('/')} file`,
  tooLarge: (mb) => `Files can be at most ${mb} MB`,
  tooMany: (limit) => `You can upload at most ${plural(limit, 'file')}`,
  failed: 'The upload failed. Please try again',
  uploaded: 'Uploaded',
  empty: 'The file is empty. Please choose another',
  fileMissing: 'Please choose a file to upload',
  contentMismatch: (ext) => `The file's content does not match its type. Please upload a real ${ext} file`,
  kindInvalid: 'The type of upload is not valid',
  policyInvalid: 'The upload permission is not valid. Please upload again',
  policyExpired: 'The upload permission has expired. Please upload again',
  keyMissing: 'The file path is missing. Please upload again',
  keyOutsidePrefix: 'The file path is outside what the upload permission allows',
  urlInvalid: 'The file address is not valid. Please upload again',
  notOwn: 'You can only submit files you have uploaded yourself',
  notFound: 'The file does not exist or has expired. Please upload it again',
  attachmentsTooMany: (limit) => `Upload at most ${plural(limit, 'file')}`,
  policyUsed: 'The upload permission has already been used. Please upload again',
  dailyFilesReached: (files) =>
    `You have uploaded ${plural(files, 'file')} today, the most a day allows. Please try again tomorrow`,
  dailyBytesReached: (mb) =>
    `You have uploaded ${mb} MB today, the most a day allows. Please try again tomorrow`,
  imageTooLarge: (side) =>
    `The image's resolution is too high. Please reduce it to ${side} × ${side} pixels or less, and upload it again`,
  storedNotFound: 'The file does not exist',
};

export const attachmentMessagesEn: EnglishTwin<typeof attachmentMessages> = {
  indexInvalid: 'The number of the attachment is not valid',
  notFound: 'The attachment does not exist or has been deleted',
};

export const imageMessagesEn: EnglishTwin<typeof imageMessages> = {
  busy: 'The service is busy. Please try again later',
  tooLarge: "The image's resolution is too high to show it",
  requestInvalid: 'The parameters of the image request are not valid',
  requestUnsupported: 'This kind of image request is not supported',
  imageNotFound: 'The image does not exist',
  workNotFound: 'The work does not exist or is not on public view',
  fileUnreadable: "The image's file cannot be read at the moment",
};

export const FILE_TWINS: readonly Twin[] = [
  twin(uploadMessages, uploadMessagesEn, { wrongType: { calls: [[[FREE]]] } }),
  twin(attachmentMessages, attachmentMessagesEn),
  twin(imageMessages, imageMessagesEn),
];
