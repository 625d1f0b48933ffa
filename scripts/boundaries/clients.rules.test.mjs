import { describe, expect, it } from 'vitest';
import { check, featureOf, RULE } from './clients.rules.mjs';

/** Runs the rule on an in-memory project: `{ path: source }`. */
const run = (project) => check({ root: '/', files: Object.keys(project), read: (f) => project[f] });

const P = 'apps/patient-web/src';
const C = 'apps/console-web/src';

describe('clients/no-cross-feature-import', () => {
  it('finds a feature importing another feature, relatively, dynamically or through an alias', () => {
    const findings = run({
      [`${P}/features/reports/components/no-baby.tsx`]:
        "import { x } from '../../../lib/router.ts';\nimport { GROWTH } from '../../growth/routes.ts';\n",
      [`${P}/features/reports/routes.ts`]: "export { a } from '../babies/routes.ts';\n",
      [`${P}/features/reports/lazy.ts`]: "const m = () => import('../auth/hooks/use-countdown.ts');\n",
      [`${C}/features/staff/api/list.ts`]: "import type { Q } from '@/features/schedules/api/list.ts';\n",
    });
    expect(findings.map((f) => [f.file, f.line, f.rule])).toEqual([
      [`${P}/features/reports/components/no-baby.tsx`, 2, RULE],
      [`${P}/features/reports/routes.ts`, 1, RULE],
      [`${P}/features/reports/lazy.ts`, 1, RULE],
      [`${C}/features/staff/api/list.ts`, 1, RULE],
    ]);
    expect(findings[0]?.message).toContain("from feature 'growth'");
  });

  it('allows a feature its own files, the shared folders, packages, and pages composing features', () => {
    const findings = run({
      [`${P}/features/auth/components/login-form.tsx`]: [
        "import { z } from 'zod';",
        "import { api } from '@sprout/contract';",
        "import { useCountdown } from '../../../lib/use-countdown.ts';",
        "import { strings } from '../strings.ts';",
        "import { useSignIn } from '../api/use-sign-in.ts';",
        "import { APP_BASE } from '../../../config/constants.ts';",
      ].join('\n'),
      [`${P}/features/payments/routes.ts`]: "import { APP_BASE } from '../../config/constants.ts';\n",
      [`${P}/app/routes/home/index.tsx`]:
        "import { A } from '../../../features/babies/a.tsx';\nimport { B } from '../../../features/home/b.tsx';\n",
      [`${C}/lib/api-client.ts`]: "import { x } from '../features/auth/api/login.ts';\n",
    });
    expect(findings).toEqual([]);
  });

  it('places files in their app and feature', () => {
    expect(featureOf(`${P}/features/growth/api/use-x.ts`)).toEqual({
      app: 'apps/patient-web',
      feature: 'growth',
    });
    expect(featureOf(`${C}/features/staff/x.ts`)).toEqual({ app: 'apps/console-web', feature: 'staff' });
    expect(featureOf(`${P}/lib/router.ts`)).toBeNull();
    expect(featureOf('apps/api/src/modules/x/features/y/z.ts')).toBeNull();
  });
});
