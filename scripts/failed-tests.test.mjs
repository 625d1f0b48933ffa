import { describe, expect, it } from 'vitest';
import { gist, playwrightFailures, vitestFailures } from './lib/failed-tests.mjs';

// What CI's tail shows of a failed test: its name, the error's first line and, for an equality,
// the lines of the diff (the findings an accessibility check received).
describe('failed tests in the last lines of npm test', () => {
  const deepEquality = [
    '\u001b[2mexpect(\u001b[22mreceived).toEqual(expected) // deep equality',
    '',
    '- Expected  - 0',
    '+ Received  + 3',
    '',
    '- Array []',
    '+ Array [',
    '+   "consult-rated: target 40x40: button \\"评价\\"",',
    '+ ]',
  ].join('\n');

  it('keeps the first line and the diff, without colours or the diff headers', () => {
    expect(gist(deepEquality)).toBe(
      'expect(received).toEqual(expected) // deep equality | - Array [] | + Array [ | + "consult-rated: target 40x40: button \\"评价\\"", | + ]',
    );
  });

  it('stops after six lines of diff', () => {
    const long = ['Error: differ', ...Array.from({ length: 10 }, (_, i) => `+ line ${i}`)].join('\n');
    expect(gist(long).split(' | ')).toHaveLength(7);
  });

  it('names the failing Playwright test by its suites and gives the gist of its last attempt', () => {
    const report = {
      suites: [
        {
          title: 'accessibility.spec.ts',
          specs: [
            { title: 'passes', tests: [{ status: 'expected', results: [] }] },
            {
              title: 'the consultation pages',
              tests: [
                {
                  status: 'unexpected',
                  results: [{ error: { message: 'first' } }, { error: { message: deepEquality } }],
                },
              ],
            },
          ],
        },
      ],
    };
    const [only, ...rest] = playwrightFailures(report);
    expect(rest).toEqual([]);
    expect(only).toMatch(/^accessibility\.spec\.ts › the consultation pages: expect\(received\)/);
    expect(only).toContain('target 40x40');
  });

  it('names failing Vitest assertions, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          status: 'failed',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'points never negative',
              failureMessages: ['AssertionError: expected -1 to be 0'],
            },
          ],
        },
        {
          name: 'broken.test.ts',
          status: 'failed',
          message: 'SyntaxError: unexpected token',
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      'points never negative: AssertionError: expected -1 to be 0',
      'broken.test.ts: SyntaxError: unexpected token',
    ]);
  });
});
