import { describe, expect, it } from 'vitest';
import { check, RULE } from './client-core.rules.mjs';

/** Runs the rule on an in-memory project: `{ path: source }`. */
const run = (project) => check({ root: '/', files: Object.keys(project), read: (f) => project[f] });

const S = 'packages/client-core/src';

describe('client-core/react-only-in-react-entry', () => {
  it('finds React imported by the React-free entries', () => {
    const findings = run({
      [`${S}/chat-thread.ts`]:
        "import type { ChatPage } from '@sprout/contract';\nimport { useState } from 'react';\n",
      [`${S}/send.ts`]: "import { flushSync } from 'react-dom';\n",
      [`${S}/lazy.ts`]: "const m = () => import('react/jsx-runtime');\n",
    });
    expect(findings.map((f) => [f.file, f.line, f.rule])).toEqual([
      [`${S}/chat-thread.ts`, 2, RULE],
      [`${S}/send.ts`, 1, RULE],
      [`${S}/lazy.ts`, 1, RULE],
    ]);
  });

  it('allows React in src/react/, and everywhere outside client-core', () => {
    const findings = run({
      [`${S}/react/use-chat-thread.ts`]:
        "import { useEffect } from 'react';\nimport { openChatThread } from '../chat-thread.ts';\n",
      [`${S}/chat-order.ts`]: "import { reactions } from './reactions.ts';\n",
      'apps/patient-web/src/main.tsx': "import { createRoot } from 'react-dom/client';\n",
    });
    expect(findings).toEqual([]);
  });
});
