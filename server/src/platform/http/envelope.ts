import { type ApiResult, type ListResult, RequestMessages, ResultCode } from '@museum/shared';

export function ok<T>(data?: T, msg: string = RequestMessages.done): ApiResult<T> {
  return data === undefined ? { code: ResultCode.ok, msg } : { code: ResultCode.ok, msg, data };
}

export function page<T>(rows: T[], total: number, msg: string = RequestMessages.found): ListResult<T> {
  return { code: ResultCode.ok, msg, total, rows };
}
