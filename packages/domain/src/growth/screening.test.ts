import { describe, expect, it } from 'vitest';
import { BMI_CATEGORY_NAMES, HEIGHT_GRADE_NAMES } from './assess.ts';
import { BMI_CATEGORY_SCREENING, HEIGHT_GRADE_SCREENING, screeningLabel, screeningOf } from './screening.ts';

const ALARMING = /异常|危险|严重|疾病|警告/;
const all = [...Object.entries(HEIGHT_GRADE_SCREENING), ...Object.entries(BMI_CATEGORY_SCREENING)];

describe('screening categories: what a parent reads for a standard’s grade or class', () => {
  it('never shows the standard’s raw label as the category', () => {
    const raw = new Set<string>([...Object.values(HEIGHT_GRADE_NAMES), ...Object.values(BMI_CATEGORY_NAMES)]);
    for (const [, c] of all) {
      expect(raw.has(c.name)).toBe(false);
      expect(c.name).not.toMatch(/下等|上等|肥胖|消瘦/);
      expect(c.title).toContain('筛查分类');
      expect(c.meaning).not.toMatch(ALARMING);
    }
  });

  it('outside the usual range: says it is a screening category, not a diagnosis, and suggests the doctor', () => {
    for (const [code, c] of all) {
      const outside = !['lowerMiddle', 'middle', 'upperMiddle', 'normal'].includes(code);
      expect(c.talkToDoctor).toBe(outside);
      if (outside) {
        expect(c.meaning).toContain('不是诊断');
        expect(c.meaning).toContain('医生');
      } else {
        expect(c.meaning).not.toContain('医生');
      }
    }
  });

  it('reads as one line: 身高筛查分类：偏矮, BMI筛查分类：明显偏重', () => {
    expect(screeningLabel(HEIGHT_GRADE_SCREENING.lower)).toBe('身高筛查分类：偏矮');
    expect(screeningLabel(BMI_CATEGORY_SCREENING.obesity)).toBe('BMI筛查分类：明显偏重');
    expect(HEIGHT_GRADE_SCREENING.lower.meaning).toContain('低2个标准差');
    expect(BMI_CATEGORY_SCREENING.thinnessModerateSevere.meaning).toContain('中重度消瘦的筛查界值');
  });
});

describe('screeningOf: from the code an answer carries', () => {
  it('finds each code, and nothing for an unknown one', () => {
    expect(screeningOf('heightGrade', 'lower')?.name).toBe('偏矮');
    expect(screeningOf('bmiCategory', 'obesity')?.name).toBe('明显偏重');
    expect(screeningOf('heightGrade', 'obesity')).toBeNull();
    expect(screeningOf('bmiCategory', 'toString')).toBeNull();
  });
});
