import { Messages, ResultCode } from '@museum/shared';

/** A failure the visitor should read: answered with HTTP 200 and a business code of docs/spec §8. */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code: number = ResultCode.error,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

export const fail = (message: string, data?: unknown) => new BusinessError(message, ResultCode.error, data);
export const warn = (message: string) => new BusinessError(message, ResultCode.warn);
export const unauthorized = (message: string = Messages.sessionInvalid) =>
  new BusinessError(message, ResultCode.unauthorized);
export const notFound = (message: string = Messages.notFound) => new BusinessError(message, 404);
export const forbidden = (message: string = Messages.http403) => new BusinessError(message, 403);
