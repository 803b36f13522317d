import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

/** A real listening server with short limits, and raw sockets that behave as slow or silent clients. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    CONNECTION_IDLE_SECONDS: '1',
    HEADERS_TIMEOUT_SECONDS: '1',
    REQUEST_TIMEOUT_SECONDS: '2',
    MAX_REQUESTS_PER_SOCKET: '3',
    JSON_BODY_LIMIT_KB: '4',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Milliseconds until the server closes the socket (rejects after `withinMs`). */
function closedWithin(socket: Socket, withinMs: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

describe('connections that would hold a socket for ever', () => {
  it('closes a connection that sends nothing', async () => {
    const socket = await open();
    expect(await closedWithin(socket, 8000)).toBeLessThan(8000);
  });

  it('closes a request whose body trickles in, although bytes keep arriving', async () => {
    const socket = await open();
    socket.write(
      'POST /prod-api/client/signIn HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // One byte every 300 ms: never idle, never complete.
    const drip = setInterval(() => socket.writable && socket.write(' '), 300);
    try {
      const after = await closedWithin(socket, 10_000);
      expect(after).toBeGreaterThanOrEqual(1500);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes a connection whose headers never finish', async () => {
    const socket = await open();
    socket.write('GET /prod-api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 300);
    try {
      expect(await closedWithin(socket, 8000)).toBeLessThan(8000);
    } finally {
      clearInterval(drip);
    }
  });
});

describe('sizes and reuse', () => {
  it('refuses a JSON body above the limit with a clear message', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/prod-api/client/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '13800000000', password: 'x'.repeat(8000) }),
    });
    expect(await response.json()).toEqual({ code: 500, msg: '请求体过大' });
  });

  it('ends a kept-alive connection after its maximum number of requests', async () => {
    const socket = await open();
    let answers = '';
    socket.on('data', (chunk) => {
      answers += chunk.toString();
    });
    socket.write('GET /prod-api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(4));
    await expect.poll(() => answers.match(/HTTP\/1\.1 \d+/g)?.length ?? 0).toBe(4);
    socket.destroy();
    // Node answers the third with "Connection: close" and refuses a fourth on the same socket.
    expect(answers.match(/HTTP\/1\.1 \d+/g)).toEqual([
      'HTTP/1.1 200',
      'HTTP/1.1 200',
      'HTTP/1.1 200',
      'HTTP/1.1 503',
    ]);
    expect(answers.match(/^connection: .+$/gim)?.slice(0, 3)).toEqual([
      'Connection: keep-alive',
      'Connection: keep-alive',
      'Connection: close',
    ]);
  });
});
