// Which licences a runtime dependency may carry (checked in `npm test` by licences.test.mjs). Sprout is
// Apache-2.0; these permissive licences let it be used, changed and shipped by a clinic without
// obligations beyond keeping the notices (THIRD-PARTY-NOTICES.md). A package under anything else
// needs a decision first: add it to EXCEPTIONS with the reason, or choose another package.
export const ALLOWED = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Zlib',
  'Python-2.0',
]);

/** Packages allowed under another licence, each with why (THIRD-PARTY-NOTICES.md says how to replace them). */
export const EXCEPTIONS = {
  '@img/sharp-libvips-linux-x64': {
    licence: 'LGPL-3.0-or-later',
    why: 'libvips and its libraries, prebuilt for sharp and loaded by it as a shared library at run time: the LGPL lets it be used this way; a user may replace the library (THIRD-PARTY-NOTICES.md)',
  },
  'libheif-js': {
    licence: 'LGPL-3.0',
    why: 'libheif compiled to WebAssembly, loaded by heic-decode at run time in the HEIC child process: the LGPL lets it be used this way; a user may replace the module (THIRD-PARTY-NOTICES.md)',
  },
};

/** Whether an SPDX expression (ids with OR, AND and brackets) is satisfied by the allowed licences. */
export const isAllowedExpression = (expression) => {
  if (!expression) return false;
  const text = expression.trim();
  if (text.startsWith('(') && text.endsWith(')') && balanced(text.slice(1, -1)))
    return isAllowedExpression(text.slice(1, -1));
  const or = split(text, ' OR ');
  if (or.length > 1) return or.some(isAllowedExpression);
  const and = split(text, ' AND ');
  if (and.length > 1) return and.every(isAllowedExpression);
  return ALLOWED.has(text);
};

const balanced = (text) => {
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth += 1;
    if (c === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
};

/** Splits on an operator outside brackets. */
const split = (text, operator) => {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth -= 1;
    else if (depth === 0 && text.startsWith(operator, i)) {
      parts.push(text.slice(start, i));
      start = i + operator.length;
    }
  }
  parts.push(text.slice(start));
  return parts;
};
