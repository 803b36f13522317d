import { type ApiResult, type ListResult, ResultCode } from '@museum/shared';

export function ok<T>(data?: T, msg = '操作成功'): ApiResult<T> {
  return data === undefined ? { code: ResultCode.ok, msg } : { code: ResultCode.ok, msg, data };
}

export function page<T>(rows: T[], total: number, msg = '查询成功'): ListResult<T> {
  return { code: ResultCode.ok, msg, total, rows };
}
