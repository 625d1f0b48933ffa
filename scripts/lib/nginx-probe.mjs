// What scripts/test-nginx.mjs sends through nginx: HTTPS requests trusting the test's own certificate,
// and a WebSocket handshake to Sprout's /ws with one frame each way (RFC 6455 frames of short text
// only: enough to see the upgrade and the Origin pass through a proxy).
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:https';
import { gunzipSync } from 'node:zlib';

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

/**
 * Opens wss://…/ws?ticket= through nginx to Sprout's own socket with the page's Origin, sends one
 * heartbeat frame and resolves with the 101 and Sprout's answer; a refused upgrade resolves with its
 * HTTP status.
 */
export const wsHeartbeat = (base, ca, ticket, origin) =>
  new Promise((done, fail) => {
    const key = randomBytes(16).toString('base64');
    const req = request(new URL(`/ws?ticket=${encodeURIComponent(ticket)}`, base), {
      ca,
      servername: 'localhost',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        Origin: origin,
        'Sec-WebSocket-Key': key,
        'Sec-WebSocket-Version': '13',
      },
    });
    req.on('response', (res) => {
      res.resume();
      done({ status: res.statusCode });
    });
    req.on('error', fail);
    req.on('upgrade', (res, socket, head) => {
      const timer = setTimeout(() => {
        socket.destroy();
        done({ status: res.statusCode, frames: [] });
      }, 5_000);
      const take = (buf) => {
        if (!buf.length) return;
        clearTimeout(timer);
        socket.destroy();
        done({
          status: res.statusCode,
          accept: res.headers['sec-websocket-accept'] === acceptOf(key),
          frames: [unframe(buf)],
        });
      };
      socket.on('data', take);
      socket.write(frame(JSON.stringify({ type: 'heartbeat' }), true));
      take(head);
    });
    req.end();
  });
