import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest } from './request.ts';
import { send } from './send.ts';

const portOf = (s: Server): number => {
  const address = s.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
};

/** A real HTTP server on 127.0.0.1 answering what each path asks for. */
let server: Server;
let base = '';
const seen: { method: string; url: string; auth: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
      const path = (req.url ?? '').split('?')[0];
      if (path === '/slow') return void setTimeout(() => res.end('{}'), 2_000);
      if (path === '/gateway') {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        return void res.end('<html>Bad Gateway</html>');
      }
      res.writeHead(path === '/invalid' ? 400 : 200, { 'Content-Type': 'application/json' });
      if (path === '/invalid')
        return void res.end(
          JSON.stringify({ success: false, code: 4000, data: { fields: { a: '必填' } }, msg: '输入有误' }),
        );
      if (path === '/revoked')
        return void res.end(
          JSON.stringify({ success: false, code: 1100, data: null, msg: '登录状态已失效' }),
        );
      res.end(JSON.stringify({ success: true, code: 200, data: { echo: body }, msg: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${portOf(server)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const at = (path: string, method = 'GET', body?: unknown, token: string | null = 'tk') => {
  const r = buildRequest({ method: method === 'GET' ? 'GET' : 'POST', path }, { body }, token);
  return { ...r, url: `${base}${r.url}` };
};

describe('send', () => {
  it('sends the body and token and resolves with the data of a success', async () => {
    const out = await send(at('/echo?babyId=3', 'POST', { a: 1 }));
    expect(out).toEqual({ kind: 'ok', data: { echo: '{"a":1}' } });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/echo?babyId=3',
      auth: 'Bearer tk',
      body: '{"a":1}',
    });
  });
  it('reads a refusal envelope whatever the HTTP status', async () => {
    const invalid = await send(at('/invalid'));
    expect(invalid.kind).toBe('refused');
    expect(invalid.kind === 'refused' && invalid.error.fields).toEqual({ a: '必填' });
    expect((await send(at('/revoked'))).kind).toBe('forcedLogin');
  });
  it('reports an answer without an envelope with its status', async () => {
    const out = await send(at('/gateway'));
    expect(out.kind === 'httpError' && out.error.status).toBe(502);
  });
  it('tells a timeout, a cancelled call and a dead network apart', async () => {
    expect(await send(at('/slow'), { timeoutMs: 50 })).toEqual({ kind: 'timeout' });
    const caller = new AbortController();
    const pending = send(at('/slow'), { timeoutMs: 5_000, signal: caller.signal });
    setTimeout(() => caller.abort(), 20);
    expect(await pending).toEqual({ kind: 'aborted' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    expect(await send({ url: `http://127.0.0.1:${port}/x`, method: 'GET', headers: {} })).toEqual({
      kind: 'network',
    });
  });
});
