import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, scrubText, serializeError } from '../src/platform/logging.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createSignedInUser, testIdCard } from './helpers/users.ts';

/** Personal data never reaches a log line: read back every line the app writes while it is handed some. */

const PHONE = '13812345678';
const ID_NUMBER = testIdCard(77);
const NAME = '阿依古丽';
const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';

let t: TestApp;
const lines: string[] = [];
const logged = () => lines.join('\n');

beforeAll(async () => {
  t = await createTestApp(
    { SMS_IP_HOURLY_LIMIT: '10000' },
    (app) => {
      // A query that fails in the database with personal data among its parameters, as a NUL byte once did.
      app.post('/prod-api/probe/failing-query', async () => {
        await t.db.execute(sql`select ${PHONE}::text, ${ID_NUMBER}::text, ${`${NAME}\u0000`}::text`);
        return { code: 200, msg: 'unreachable' };
      });
      // An error whose message quotes what the visitor sent.
      app.get('/prod-api/probe/quoting-error', async () => {
        throw new Error(`no account for ${PHONE} with ID ${ID_NUMBER}`);
      });
    },
    undefined,
    { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => t.close());

describe('log lines', () => {
  it('never carry a phone, an ID number, a name or a token, whatever the request', async () => {
    const user = await createSignedInUser(t);
    const requests = [
      t.app.inject({ url: `/prod-api/client/checkExist/${PHONE}` }),
      t.app.inject({ url: `/prod-api/common/sms/send?phone=${PHONE}&type=signUp` }),
      t.app.inject({ url: `/prod-api/dev/sms-outbox?phone=${PHONE}` }),
      t.app.inject({ url: `/prod-api/client/zhanlan/list?pageSize=5&keyword=${PHONE}&token=${TOKEN}` }),
      t.app.inject({ url: `/prod-api/wechat/public/checkLogin?state=${TOKEN}` }),
      t.app.inject({
        method: 'POST',
        url: '/prod-api/client/signIn',
        payload: { username: PHONE, password: `Museum2026\u0000${NAME}` },
      }),
      t.app.inject({
        method: 'PUT',
        url: '/prod-api/client/account/authentication',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { truename: `${NAME}\u0000`, card: ID_NUMBER, consent: true },
      }),
      t.app.inject({ method: 'POST', url: '/prod-api/probe/failing-query', payload: { phone: PHONE } }),
      t.app.inject({ url: `/prod-api/probe/quoting-error?idCard=${ID_NUMBER}` }),
    ];
    for (const request of requests) await request;

    expect(logged()).toContain('incoming request');
    for (const secret of [PHONE, ID_NUMBER, NAME, TOKEN, user.token]) expect(logged()).not.toContain(secret);
    // Neither the NUL byte of the body.
    expect(logged()).not.toMatch(/\\u0000/);
    // The lines were written: the requests, the console SMS and both failures, with their masks.
    expect(logged()).toContain('138****5678');
    expect(logged()).toContain('console SMS');
    expect(logged().match(/unexpected error/g)).toHaveLength(2);
  });

  it('keep what a failure needs to be understood', () => {
    expect(redactUrl(`/prod-api/client/checkExist/${PHONE}`)).toBe('/prod-api/client/checkExist/138****5678');
    expect(redactUrl(`/prod-api/common/sms/send?phone=${PHONE}&type=signUp`)).toBe(
      '/prod-api/common/sms/send?phone=***&type=signUp',
    );
    expect(redactUrl('/prod-api/client/zhanlan/list?pageNum=2&keyword=山水')).toBe(
      '/prod-api/client/zhanlan/list?pageNum=2&keyword=山水',
    );
    expect(scrubText(`ID ${ID_NUMBER}.`)).toBe(
      `ID ${ID_NUMBER.slice(0, 4)}**********${ID_NUMBER.slice(-4)}.`,
    );
    expect(scrubText('Key (phone)=(13812345678) already exists.')).toBe('Key (phone)=(***) already exists.');

    const failed = Object.assign(new Error(`Failed query: select $1\nparams: ${PHONE},${NAME}`), {
      query: 'select $1',
      params: [PHONE, NAME],
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
    });
    const serialized = serializeError(failed) as Record<string, unknown>;
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query: select $1\nparams: [redacted]',
      cause: { message: 'invalid byte sequence for encoding "UTF8": 0x00', code: '22021' },
    });
    expect(JSON.stringify(serialized)).not.toContain(PHONE);
    expect(JSON.stringify(serialized)).not.toContain(NAME);
  });
});
