// Test pictures built by hand, so the specs need no image library.
import { deflateSync } from 'node:zlib';

/** A PNG of `edge`×`edge` RGB from its filtered rows (a 0 filter byte before each row). */
const pngOf = (edge: number, rows: Buffer): Buffer => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(edge, 0);
  header.writeUInt32BE(edge, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A PNG of noise (it barely compresses), built by hand: `edge`×`edge` RGB. */
export const noisePng = (edge: number, seed: number): Buffer => {
  const rows = Buffer.alloc(edge * (edge * 3 + 1));
  let x = seed;
  for (let i = 0; i < rows.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    rows[i] = i % (edge * 3 + 1) === 0 ? 0 : x >>> 24;
  }
  return pngOf(edge, rows);
};

/** A PNG of one colour, `edge`×`edge`: pictures told apart at a glance in a screenshot. */
export const solidPng = (edge: number, [r, g, b]: readonly [number, number, number]): Buffer => {
  const rows = Buffer.alloc(edge * (edge * 3 + 1));
  for (let i = 0; i < rows.length; i++) {
    const col = i % (edge * 3 + 1);
    rows[i] = col === 0 ? 0 : ([r, g, b][(col - 1) % 3] ?? 0);
  }
  return pngOf(edge, rows);
};
