import { describe, expect, it } from 'vitest';
import { assessTriage } from './assess.ts';
import { TRIAGE_CASES, type TriageCase } from './cases/triage-cases.ts';
import { nextQuestion } from './interview.ts';
import {
  isEmergencyLevel,
  levelRank,
  TRIAGE_LEVEL_LABELS,
  TRIAGE_LEVELS,
  type TriageLevel,
} from './levels.ts';
import { TRIAGE_RULES } from './rules.ts';

/**
 * C4 (quality-bars.md) on the written case set in cases/ (written from the guidelines without reading
 * this engine): red flags at emergency or higher, emergencies caught, the exact level, self-care not
 * over-triaged, the emergency advice within three questions, and no diagnosis or dose in any answer.
 * The confusion table is printed with every run.
 */
const childOf = (c: TriageCase) => ({
  ageDays: c.ageDays,
  sex: c.sex,
  gestationWeeks: c.gestationWeeks ?? null,
});
const got = new Map(TRIAGE_CASES.map((c) => [c.id, assessTriage(childOf(c), c.type, c.messages).level]));
const levelOf = (c: TriageCase): TriageLevel => got.get(c.id) ?? 'self_care';

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

const confusionTable = (): string => {
  const head = ['expected \\ got', ...TRIAGE_LEVELS.map((l) => TRIAGE_LEVEL_LABELS[l])];
  const rows = TRIAGE_LEVELS.map((expected) => [
    TRIAGE_LEVEL_LABELS[expected],
    ...TRIAGE_LEVELS.map((l) =>
      String(TRIAGE_CASES.filter((c) => c.expected === expected && levelOf(c) === l).length),
    ),
  ]);
  return [head, ...rows].map((r) => r.map((cell) => cell.padEnd(14)).join('')).join('\n');
};

/** Words that would name an illness, and amounts that would be a dose: no answer may hold one. */
const DIAGNOSES =
  /肺炎|支气管炎|中耳炎|脑膜炎|败血症|手足口|川崎|肠套叠|阑尾炎|哮喘病|流感|新冠|疱疹性咽峡炎|猩红热|麻疹|水痘|幼儿急疹|热性惊厥|癫痫|脱水症|胃肠炎|细菌感染|病毒感染/;
const DOSES = /\d+(\.\d+)?\s*(mg|毫克|ml|毫升|片|粒|滴|g\b|克)|每(公斤|千克|kg)/i;

describe('C4: the triage case set', () => {
  const misses = TRIAGE_CASES.filter((c) => levelOf(c) !== c.expected).map(
    (c) => `${c.id}: expected ${c.expected}, got ${levelOf(c)} — ${c.messages.join(' / ')}`,
  );

  it('prints the confusion table', () => {
    console.log(
      `C4 triage cases: ${TRIAGE_CASES.length}\n${confusionTable()}\nmisses:\n${misses.join('\n')}`,
    );
    expect(TRIAGE_CASES.length).toBeGreaterThanOrEqual(80);
  });

  it('puts every red-flag case at emergency level or higher', () => {
    const redFlag = TRIAGE_CASES.filter((c) => c.redFlag !== null && isEmergencyLevel(c.expected));
    expect(redFlag.filter((c) => !isEmergencyLevel(levelOf(c))).map((c) => c.id)).toEqual([]);
  });

  it('catches at least 99 % of emergencies', () => {
    const emergencies = TRIAGE_CASES.filter((c) => isEmergencyLevel(c.expected));
    const caught = emergencies.filter((c) => isEmergencyLevel(levelOf(c)));
    console.log(`emergencies caught: ${pct(share(caught.length, emergencies.length))}`);
    expect(share(caught.length, emergencies.length)).toBeGreaterThanOrEqual(0.99);
  });

  it('gives exactly the expected level in at least 85 % of cases', () => {
    const exact = TRIAGE_CASES.filter((c) => levelOf(c) === c.expected).length;
    console.log(`exact level: ${pct(share(exact, TRIAGE_CASES.length))}`);
    expect(share(exact, TRIAGE_CASES.length)).toBeGreaterThanOrEqual(0.85);
  });

  it('over-triages at most 30 % of self-care cases', () => {
    const selfCare = TRIAGE_CASES.filter((c) => c.expected === 'self_care');
    const over = selfCare.filter((c) => levelRank(levelOf(c)) < levelRank('self_care'));
    console.log(`self-care over-triaged: ${pct(share(over.length, selfCare.length))}`);
    expect(share(over.length, selfCare.length)).toBeLessThanOrEqual(0.3);
  });

  it('shows the emergency advice within three questions of the red flag being stated', () => {
    const late: string[] = [];
    for (const c of TRIAGE_CASES.filter((x) => x.redFlag !== null && isEmergencyLevel(x.expected))) {
      const at = c.redFlagAt ?? c.messages.length - 1;
      // The interview goes on asking after the parent named the sign: count the questions until the advice.
      const said = c.messages.slice(0, at + 1);
      let questions = 0;
      const asked: string[] = [];
      while (!assessTriage(childOf(c), c.type, said).emergency && questions <= 3) {
        const q = nextQuestion(childOf(c), c.type, said, asked);
        if (!q) break;
        asked.push(q.ruleId);
        said.push('没有');
        questions++;
      }
      if (!assessTriage(childOf(c), c.type, said).emergency || questions > 3) late.push(c.id);
    }
    expect(late).toEqual([]);
  });

  it('names no diagnosis and no dose in any answer or question', () => {
    const texts = new Set<string>();
    for (const c of TRIAGE_CASES) {
      const a = assessTriage(childOf(c), c.type, c.messages);
      for (const t of [a.advice, a.disclaimer, a.levelLabel, ...a.watchFor, ...a.signs.map((s) => s.sign)])
        texts.add(t);
    }
    for (const r of TRIAGE_RULES) {
      texts.add(r.sign);
      if (r.question) texts.add(r.question.text);
    }
    expect([...texts].filter((t) => DIAGNOSES.test(t) || DOSES.test(t))).toEqual([]);
  });
});
