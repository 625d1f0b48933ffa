// Makes apps/api/src/pdf/fonts/NotoSansSC-Regular.subset.ttf.br, the font the server's PDFs are
// written in (apps/api/src/pdf/fonts/README.md says why this subset and what it holds). Run by hand
// when the font or its character set should change: `node scripts/subset-cjk-font.mjs`.
//
// Noto Sans SC Regular is Google Fonts' static TTF as the npm package @expo-google-fonts/noto-sans-sc
// ships it (10.5 MB, 30 890 characters). The subset keeps every character of GBK (so every CJK
// Unified Ideograph of the basic block, which holds the rare characters of children's names that
// GB 2312 lacks, such as 玥 珺 喆 堃 彧) and the symbols a report, invoice or receipt prints; it is
// stored brotli-compressed, which Node's own zlib reads back in about 40 ms.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

const SOURCE_PACKAGE = '@expo-google-fonts/noto-sans-sc@0.4.3';
const SOURCE_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
const SUBSETTER = 'subset-font@2.9.0';
const OUT = new URL('../apps/api/src/pdf/fonts/NotoSansSC-Regular.subset.ttf.br', import.meta.url);

/** Code point ranges kept whole (those the font has): Latin, Greek, punctuation, units, arrows, maths. */
const SYMBOL_RANGES = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: ° ± µ × ÷
  [0x370, 0x3ff], // Greek: α β γ (γ-谷氨酰转移酶)
  [0x2000, 0x206f], // general punctuation: — ‰ ※
  [0x2070, 0x209f], // superscripts and subscripts: 10⁹
  [0x2100, 0x214f], // letterlike symbols: ℃ №
  [0x2150, 0x218f], // number forms: Ⅰ Ⅱ
  [0x2190, 0x21ff], // arrows: ↑ ↓
  [0x2200, 0x22ff], // mathematical operators: ≤ ≥ ≈
  [0x2460, 0x24ff], // enclosed alphanumerics: ① ②
  [0x2500, 0x257f], // box drawing
  [0x25a0, 0x25ff], // geometric shapes: □ ■ ○ ●
  [0x3000, 0x303f], // CJK symbols and punctuation: 、。〇《》【】
  [0x3200, 0x33ff], // enclosed CJK letters, CJK compatibility: ㎡ ㎏
  [0x4e00, 0x9fff], // CJK Unified Ideographs (basic block)
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xffef], // full-width forms: （）：，
];

/** Every character of GBK's two-byte area (GB 2312 and the rest of GBK), private use left out. */
const gbkCharacters = () => {
  const gbk = new TextDecoder('gbk');
  const found = new Set();
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const ch = gbk.decode(new Uint8Array([lead, trail]));
      const cp = ch.codePointAt(0) ?? 0;
      if ([...ch].length === 1 && ch !== '\ufffd' && !(cp >= 0xe000 && cp <= 0xf8ff)) found.add(ch);
    }
  return found;
};

const characterSet = () => {
  const chars = gbkCharacters();
  for (const [from, to] of SYMBOL_RANGES)
    for (let cp = from; cp <= to; cp++) chars.add(String.fromCodePoint(cp));
  return [...chars].join('');
};

/** Sum of big-endian 32-bit words, the sfnt checksum (data padded with zeros to 4 bytes). */
const checksum = (data) => {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
};

/**
 * Pads every glyph of a long-loca TrueType font to a multiple of 4 bytes (the spec recommends it;
 * fontTools does it) and rebuilds loca, the table directory and the checksums. Needed by pdf-lib's
 * subsetter (@pdf-lib/fontkit 1.1.1): it copies glyphs as they are and writes a short loca for a small
 * subset, halving every offset, so a glyph of odd length shifts the ones after it and they print
 * blank. Noto Sans SC as shipped has odd-length glyphs (half of them).
 */
const padGlyphs = (font) => {
  const numTables = font.readUInt16BE(4);
  const tables = new Map();
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    tables.set(tag, Buffer.from(font.subarray(offset, offset + font.readUInt32BE(at + 12))));
  }
  const head = tables.get('head');
  if (head.readInt16BE(50) !== 1) throw new Error('expected a long loca table');
  const numGlyphs = tables.get('maxp').readUInt16BE(4);
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const glyphs = [];
  const newLoca = Buffer.alloc(4 * (numGlyphs + 1));
  let end = 0;
  for (let g = 0; g < numGlyphs; g++) {
    const data = glyf.subarray(loca.readUInt32BE(4 * g), loca.readUInt32BE(4 * (g + 1)));
    glyphs.push(data, Buffer.alloc((4 - (data.length % 4)) % 4));
    newLoca.writeUInt32BE(end, 4 * g);
    end += data.length + ((4 - (data.length % 4)) % 4);
  }
  newLoca.writeUInt32BE(end, 4 * numGlyphs);
  tables.set('glyf', Buffer.concat(glyphs));
  tables.set('loca', newLoca);
  head.writeUInt32BE(0, 8); // checkSumAdjustment, set once the whole font is laid out
  const directory = Buffer.from(font.subarray(0, 12 + numTables * 16));
  const parts = [directory];
  let offset = directory.length;
  let headAt = 0;
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    const tag = directory.toString('latin1', at, at + 4);
    const data = tables.get(tag);
    if (tag === 'head') headAt = offset;
    directory.writeUInt32BE(checksum(data), at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(data.length, at + 12);
    const padding = Buffer.alloc((4 - (data.length % 4)) % 4);
    parts.push(data, padding);
    offset += data.length + padding.length;
  }
  const out = Buffer.concat(parts);
  out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headAt + 8);
  return out;
};

const work = mkdtempSync(join(tmpdir(), 'sprout-font-'));
try {
  execFileSync(
    'npm',
    ['install', '--prefix', work, '--no-save', '--no-audit', '--no-fund', SOURCE_PACKAGE, SUBSETTER],
    { stdio: 'inherit' },
  );
  const require = createRequire(join(work, 'node_modules', 'index.js'));
  const subsetFont = require('subset-font');
  const source = readFileSync(require.resolve(SOURCE_FILE));
  // Name IDs 0-6 (copyright, family, version...) and 13-14 (the OFL and its address) stay in the font.
  const ttf = padGlyphs(
    await subsetFont(source, characterSet(), {
      targetFormat: 'truetype',
      preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
    }),
  );
  const packed = brotliCompressSync(ttf, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: ttf.length,
    },
  });
  if (!brotliDecompressSync(packed).equals(ttf)) throw new Error('brotli round trip changed the font');
  writeFileSync(OUT, packed);
  const sha = (b) => createHash('sha256').update(b).digest('hex');
  const harfbuzz = JSON.parse(
    readFileSync(join(work, 'node_modules/harfbuzzjs/package.json'), 'utf8'),
  ).version;
  process.stdout.write(
    `source ${SOURCE_PACKAGE} ${SOURCE_FILE.split('/').pop()} ${source.length} B sha256 ${sha(source)}\n` +
      `subset by ${SUBSETTER} (harfbuzzjs ${harfbuzz}): ${ttf.length} B TrueType sha256 ${sha(ttf)}\n` +
      `wrote ${OUT.pathname}: ${packed.length} B brotli sha256 ${sha(packed)}\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
