import { type EnglishTwin, plural, type Twin, twin } from '../common/twins.ts';
import { AccountMessages } from './messages.ts';

/**
 * The English of `AccountMessages`. A museum's name arrives in Chinese (the site's name): the English says "the
 * museum" instead.
 */
export const AccountMessagesEn: EnglishTwin<typeof AccountMessages> = {
  badBody: 'The request is not valid. Please send a JSON object',
  smsTypeInvalid: 'The SMS type is not valid: it must be signIn, signUp, findPwd or shenFen',
  captchaExpired: 'The verification code has expired. Click the image for a new one and try again',
  captchaWrong: 'The verification code is wrong. Please try again',
  smsCodeExpired: 'The SMS code has expired. Please request a new one',
  smsCodeWrong: 'The SMS code is wrong',
  smsCodeTooManyTries: 'Too many wrong SMS codes. Please request a new one',
  smsTooFrequent: (seconds) =>
    `Codes are being requested too often. Please try again in ${plural(seconds, 'second')}`,
  smsHourlyLimit: 'Too many codes have been requested for this mobile number. Please try again in an hour',
  smsDailyLimit: "This mobile number has reached today's limit of codes. Please try again tomorrow",
  smsIpLimit: 'Too many codes have been requested from your network. Please try again later',
  smsSendFailed: 'The SMS could not be sent. Please try again later',
  checkExistLimit: 'Too many mobile numbers have been checked from your network. Please try again later',
  phoneTaken: 'This mobile number is already registered. Please sign in',
  phoneNotRegistered: 'This mobile number is not registered yet. Please register first',
  wrongCredentials: 'Wrong mobile number or password',
  attemptsLeft: (message, left) => `${message}. ${plural(left, 'attempt')} left`,
  locked: (minutes) =>
    `Too many wrong passwords: this account is locked on your network. Please try again in ${plural(minutes, 'minute')}, or sign in with an SMS code`,
  accountLocked: (minutes) =>
    `Too many wrong passwords have been entered for this account recently, so signing in with a password is paused. Please try again in ${plural(minutes, 'minute')}, or sign in with an SMS code`,
  noPassword: 'This account has no password yet. Please sign in with an SMS code or with WeChat',
  suspended: (_museum) =>
    'This account has been suspended. If you have any questions, please contact the museum',
  oldPasswordRequired: 'Please enter your current password, or confirm it is you with an SMS code',
  oldPasswordWrong: 'The current password is wrong',
  samePassword: 'The new password must be different from the current one',
  currentPasswordRequired: 'Please enter your password to confirm it is you',
  currentPasswordWrong: 'The password is wrong',
  samePhone: 'The new mobile number is the same as the current one',
  confirmDeletion: 'Please enter your password or an SMS code to confirm closing your account',
  nothingToUpdate: 'Please give the nickname or the avatar to change',
  nicknameInvalid: 'Nicknames have 1 to 20 characters and no special symbols',
  avatarInvalid: 'The avatar address is not valid. Please upload it again',
  trueNameInvalid: 'Please enter your name in Chinese, as it is on your ID card',
  documentNameInvalid:
    'Please enter your name as it is on your document: in Chinese, or in the Latin letters printed on it',
  consentRequired: 'Please read and separately accept the Rules for Processing Real-Name Information',
  realNameTooManyAttempts: 'Too many attempts at real-name verification. Please try again tomorrow',
  noPasswordToConfirm: 'This account has no password yet. Please confirm with an SMS code',
  alreadyVerified: (_museum) =>
    'You have already verified your real name. To correct it, please contact the museum',
  idCardTaken:
    'This ID card number has already verified another account. One ID card number can verify only one account',
  documentTaken:
    'This document has already verified another account. One document can verify only one account',
  profileIncomplete: 'Please add a mobile number and complete your profile first',
  profileAlreadyComplete: 'Your account already has a mobile number; there is nothing more to complete',
  wechatBoundElsewhere:
    'This mobile number is linked to another WeChat account. Please use another number, or sign in with an SMS code',
  wechatStateInvalid: 'The QR code is not valid. Please refresh it',
  wechatStateUsed: 'The QR code is no longer valid. Please refresh it',
  wechatExpired: 'The QR code has expired. Click to refresh it',
  wechatCancelled: 'Signing in was cancelled on the phone. Click to refresh the QR code',
  wechatWaiting: 'Waiting for the QR code to be scanned',
  wechatScanned: 'Scanned. Please confirm on your phone to sign in',
  wechatFailed: 'WeChat authorisation failed. Please refresh the QR code and try again',
  signupTypeInvalid: 'The registration type is not valid',
  formInvalid: 'The form is not valid',
  authCodeInvalid: 'The authorisation code is not valid',
  uuidInvalid: 'The uuid is not in a valid format',
  codeSent: 'The code has been sent. It is valid for 5 minutes',
  phoneAvailable: 'This mobile number can be registered',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  signedUp: 'Registered. Please sign in',
  passwordReset: 'Your password has been reset. Please sign in with the new password',
  wechatBound: 'Linked to your account',
  profileCompleted: 'Your profile is complete',
  profileSaved: 'Profile saved',
  passwordChanged: 'Password changed. You have been signed out on your other devices',
  passwordSet: 'Password set',
  phoneChanged: 'Mobile number changed. Please sign in with the new number',
  closed: (_museum) => 'Your account has been closed. Thank you for your interest in the museum',
  verified: 'Real-name verification complete',
};

export const ACCOUNT_TWINS: readonly Twin[] = [twin(AccountMessages, AccountMessagesEn)];
