import type { BmiCategory, HeightGrade } from './assess.ts';

/**
 * What a parent reads for a standard's grade or class. The standards' own labels (WS/T 612-2018's
 * 身高等级 下等…上等, WS/T 586-2018 / WS/T 456-2014's 肥胖…中重度消瘦) read like verdicts, so a parent
 * sees a screening category in plain words, one line of what it means and, where it is outside the
 * usual range, the suggestion to talk it over with the doctor, in the calm tone of `readingFor`.
 * Doctors keep the standard's exact label (HEIGHT_GRADE_NAMES, BMI_CATEGORY_NAMES).
 */
export interface ScreeningCategory {
  /** e.g. 身高筛查分类 */
  title: string;
  /** The category in plain words, e.g. 偏矮. */
  name: string;
  /** What it means and what to do, one calm line. */
  meaning: string;
  /** True when the category is outside the usual range (the line then suggests the doctor). */
  talkToDoctor: boolean;
}

const NOT_A_DIAGNOSIS = '这只是筛查分类，不是诊断';
const DOCTOR = '建议下次就诊时和医生聊一聊，一起看看孩子的生长情况。';
const KEEP_MEASURING = '继续定期测量就好。';

const HEIGHT_TITLE = '身高筛查分类';
const BMI_TITLE = 'BMI筛查分类';

/** WS/T 612-2018 grades by the child's place against −2, −1, +1 and +2 SD of the same age and sex. */
export const HEIGHT_GRADE_SCREENING: Readonly<Record<HeightGrade, ScreeningCategory>> = {
  lower: {
    title: HEIGHT_TITLE,
    name: '偏矮',
    meaning: `身高比同龄孩子平均值低2个标准差以上（大约100个孩子里最矮的2个）。${NOT_A_DIAGNOSIS}，${DOCTOR}`,
    talkToDoctor: true,
  },
  lowerMiddle: {
    title: HEIGHT_TITLE,
    name: '略低于平均',
    meaning: `身高在同龄孩子平均值以下1到2个标准差之间，属于正常范围，${KEEP_MEASURING}`,
    talkToDoctor: false,
  },
  middle: {
    title: HEIGHT_TITLE,
    name: '平均水平',
    meaning: `身高在同龄孩子平均值上下1个标准差以内，属于正常范围，${KEEP_MEASURING}`,
    talkToDoctor: false,
  },
  upperMiddle: {
    title: HEIGHT_TITLE,
    name: '略高于平均',
    meaning: `身高在同龄孩子平均值以上1到2个标准差之间，属于正常范围，${KEEP_MEASURING}`,
    talkToDoctor: false,
  },
  upper: {
    title: HEIGHT_TITLE,
    name: '偏高',
    meaning: `身高比同龄孩子平均值高2个标准差以上（大约100个孩子里最高的2个）。${NOT_A_DIAGNOSIS}，${DOCTOR}`,
    talkToDoctor: true,
  },
};

/** WS/T 586-2018 (overweight, obesity) and WS/T 456-2014 (thinness) cut-offs for the age and sex, 6–18 years. */
export const BMI_CATEGORY_SCREENING: Readonly<Record<BmiCategory, ScreeningCategory>> = {
  thinnessModerateSevere: {
    title: BMI_TITLE,
    name: '明显偏瘦',
    meaning: `BMI低于同龄孩子中重度消瘦的筛查界值。${NOT_A_DIAGNOSIS}，${DOCTOR}`,
    talkToDoctor: true,
  },
  thinnessMild: {
    title: BMI_TITLE,
    name: '偏瘦',
    meaning: `BMI低于同龄孩子消瘦的筛查界值。${NOT_A_DIAGNOSIS}，${DOCTOR}`,
    talkToDoctor: true,
  },
  normal: {
    title: BMI_TITLE,
    name: '正常范围',
    meaning: `BMI在同龄孩子偏瘦和偏重的筛查界值之间，属于正常范围，${KEEP_MEASURING}`,
    talkToDoctor: false,
  },
  overweight: {
    title: BMI_TITLE,
    name: '偏重',
    meaning: `BMI达到同龄孩子超重的筛查界值。${NOT_A_DIAGNOSIS}，${DOCTOR}`,
    talkToDoctor: true,
  },
  obesity: {
    title: BMI_TITLE,
    name: '明显偏重',
    meaning: `BMI达到同龄孩子肥胖的筛查界值。${NOT_A_DIAGNOSIS}，${DOCTOR}`,
    talkToDoctor: true,
  },
};

/** The parent's line for a grade or class as `title：name`, e.g. 身高筛查分类：偏矮. */
export const screeningLabel = (c: ScreeningCategory): string => `${c.title}：${c.name}`;

/** Whether `key` is one of the record's own keys (never a key of Object's prototype, like toString). */
const isKeyOf = <K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K =>
  Object.keys(record).includes(key);

/** The screening category of a grade or class code as an answer carries it (a string), or null. */
export const screeningOf = (kind: 'heightGrade' | 'bmiCategory', code: string): ScreeningCategory | null => {
  if (kind === 'heightGrade')
    return isKeyOf(HEIGHT_GRADE_SCREENING, code) ? HEIGHT_GRADE_SCREENING[code] : null;
  return isKeyOf(BMI_CATEGORY_SCREENING, code) ? BMI_CATEGORY_SCREENING[code] : null;
};
