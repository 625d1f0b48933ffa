// What scripts/test-nginx.mjs sends through nginx: HTTPS requests trusting the test's own certificate,
// and a WebSocket handshake with one frame each way, against a small echo that stands in for Sprout's
// future /ws (RFC 6455 frames of short text only: enough to see the upgrade pass through a proxy).
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { request } from 'node:https';
import { gunzipSync } from 'node:zlib';
import { freePort } from './run.mjs';

/** One HTTPS request through nginx; `ca` is the test's own certificate. */
export const https = (base, path, { method = 'GET', headers = {}, body, ca }) =>
  new Promise((done, fail) => {
    const req = request(new URL(path, base), { method, headers, ca, servername: 'localhost' }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end(body);
  });
export const json = (res) => {
  const raw = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
};

/** A WebSocket text frame (RFC 6455) of a short payload; clients must mask theirs. */
const frame = (text, masked) => {
  const payload = Buffer.from(text);
  if (payload.length > 125) throw new Error('short frames only');
  const mask = masked ? randomBytes(4) : null;
  const head = Buffer.from([0x81, (masked ? 0x80 : 0) | payload.length]);
  const body = mask ? payload.map((b, i) => b ^ mask[i % 4]) : payload;
  return Buffer.concat([head, ...(mask ? [mask] : []), body]);
};
const unframe = (buf) => {
  const masked = (buf[1] & 0x80) !== 0;
  const len = buf[1] & 0x7f;
  const mask = masked ? buf.subarray(2, 6) : null;
  const data = buf.subarray(masked ? 6 : 2, (masked ? 6 : 2) + len);
  return Buffer.from(mask ? data.map((b, i) => b ^ mask[i % 4]) : data).toString('utf8');
};
const acceptOf = (key) =>
  createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');

/** Stands in for Sprout's future /ws: completes the handshake, reports the headers, echoes a frame. */
export const startWsEcho = async () => {
  const server = createServer((_req, res) => res.writeHead(426).end());
  server.on('upgrade', (req, socket) => {
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${acceptOf(req.headers['sec-websocket-key'])}\r\n\r\n`,
    );
    const seen = {
      upgrade: req.headers.upgrade,
      proto: req.headers['x-forwarded-proto'],
      forwardedFor: req.headers['x-forwarded-for'],
      path: req.url,
    };
    socket.write(frame(JSON.stringify(seen), false));
    socket.once('data', (buf) => socket.end(frame(`echo:${unframe(buf)}`, false)));
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { port, close: () => server.close() };
};

/** Opens wss://…/ws through nginx; resolves with the 101, the echo's report and its echo. */
export const wsRoundTrip = (base, ca) =>
  new Promise((done, fail) => {
    const key = randomBytes(16).toString('base64');
    const req = request(new URL('/ws?room=1', base), {
      ca,
      servername: 'localhost',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': key,
        'Sec-WebSocket-Version': '13',
      },
    });
    req.on('response', (res) => fail(new Error(`no upgrade: HTTP ${res.statusCode}`)));
    req.on('error', fail);
    req.on('upgrade', (res, socket, head) => {
      const frames = [];
      const take = (buf) => {
        if (buf.length) frames.push(unframe(buf));
        if (frames.length === 1) socket.write(frame('你好', true));
        if (frames.length === 2) {
          socket.destroy();
          done({
            status: res.statusCode,
            accept: res.headers['sec-websocket-accept'] === acceptOf(key),
            frames,
          });
        }
      };
      socket.on('data', take);
      take(head);
    });
    req.end();
  });
