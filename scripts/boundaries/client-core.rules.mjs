// @sprout/client-core is React-free (docs/ARCHITECTURE.md): its main entry and ./chat are what both
// apps share with no UI, and the patient app's first screen loads the main entry. The one exception is
// its ./react entry, src/react/, with react as a peer dependency: only files there may import React.
import { importsOf } from './imports.mjs';

const SRC = 'packages/client-core/src/';
const REACT_DIR = `${SRC}react/`;
export const RULE = 'client-core/react-only-in-react-entry';

const isReact = (spec) => /^(react|react-dom)(\/|$)/.test(spec);

/** Every React import of client-core outside src/react/, as lint findings. */
export const check = ({ files, read }) => {
  const findings = [];
  for (const file of files) {
    if (!file.startsWith(SRC) || file.startsWith(REACT_DIR)) continue;
    for (const { spec, line } of importsOf(read(file))) {
      if (!isReact(spec)) continue;
      findings.push({
        file,
        line,
        rule: RULE,
        message: `client-core imports '${spec}' outside src/react/: keep its main entry React-free, or move the piece to the ./react entry`,
      });
    }
  }
  return findings;
};
