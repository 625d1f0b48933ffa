import { ageBandOf, type AgeBand, correctedAgeDays } from './age-bands.ts';
import { clausesOf, daysIn, findStated, hoursIn, temperaturesIn, withoutAges } from './text.ts';

/** What the parent can pick on the AI consultation's first page (consultType), by code. */
export const CONSULT_TYPES = [
  'fever',
  'respiratory',
  'vomitDiarrhoea',
  'rash',
  'feeding',
  'growth',
  'medicine',
  'injury',
  'other',
] as const;
export type ConsultTypeCode = (typeof CONSULT_TYPES)[number];

export const CONSULT_TYPE_LABELS: Record<ConsultTypeCode, string> = {
  fever: '发热',
  respiratory: '咳嗽/呼吸',
  vomitDiarrhoea: '呕吐/腹泻',
  rash: '皮疹',
  feeding: '喂养',
  growth: '生长发育',
  medicine: '用药咨询',
  injury: '外伤',
  other: '其他',
};

/** The child as Sprout knows them: nothing here is asked of the parent. */
export interface TriageChild {
  ageDays: number;
  sex: '男' | '女';
  /** Only for babies born before 37 weeks. */
  gestationWeeks?: number | null;
}

/** Everything the rules read: the child, the complaint type, and what was said, parsed once. */
export interface TriageFacts {
  ageDays: number;
  /** Corrected for preterm birth under two years; the age the thresholds use. */
  judgedAgeDays: number;
  band: AgeBand;
  type: ConsultTypeCode;
  /** Everything the parent said, joined (each message a clause of its own). */
  text: string;
  maxTemperature: number | null;
  minTemperature: number | null;
  /** A fever stated without a number (发烧了, 有点热). */
  feverStated: boolean;
  feverDays: number | null;
  hoursWithoutUrine: number | null;
  /** Breaths a minute, as the parent counted them (一分钟喘了64下). */
  respiratoryRate: number | null;
  /** Beats a minute from a home monitor (心率170). */
  heartRate: number | null;
  /** A pulse oximeter's reading in % (血氧94, or 测了都是94 after naming the 血氧仪). */
  oxygenSaturation: number | null;
}

const FEVER_WORDS = ['发烧', '发热', '高烧', '低烧', '烧到', '烧了', '烧得', '烫', '体温高', '在烧', '又烧'];

/** 烧了5天, 发烧第五天, 发热一周: the days of a clause that speaks of fever. */
const feverDaysIn = (text: string): number | null => {
  let most: number | null = null;
  for (const clause of clausesOf(withoutAges(text))) {
    if (!/烧|热/.test(clause)) continue;
    const nth = /第([\d一二两三四五六七八九十]+)天/.exec(clause);
    const days = nth ? daysIn(`${nth[1]}天`) : daysIn(clause);
    if (days !== null && (most === null || days > most)) most = days;
  }
  // 到今天第五天了: the day count may stand alone once the fever was named.
  if (FEVER_WORDS.some((w) => text.includes(w)))
    for (const m of withoutAges(text).matchAll(/第([\d一二两三四五六七八九十]+)天/g)) {
      const days = daysIn(`${m[1]}天`);
      if (days !== null && (most === null || days > most)) most = days;
    }
  return most;
};

const NO_URINE = [
  '没尿',
  '没有尿',
  '无尿',
  '没小便',
  '没有小便',
  '没尿尿',
  '没有尿尿',
  '没撒尿',
  '尿不湿是干的',
  '尿不湿都是干的',
  '尿布是干的',
  '尿布一直是干的',
  '尿不湿一直是干的',
  '尿不湿干干的',
];

/** 8个小时没尿, 一天没有小便, 尿不湿一晚上都是干的: the hours without urine (null when not said). */
const hoursWithoutUrineIn = (text: string): number | null => {
  for (const clause of clausesOf(text)) {
    if (!NO_URINE.some((p) => clause.includes(p))) continue;
    return hoursIn(clause) ?? 0;
  }
  return null;
};

const numberNear = (clause: string, min: number, max: number): number | null => {
  for (const m of clause.matchAll(/(\d{2,3})(?![\d.])/g)) {
    const n = Number(m[1]);
    if (n >= min && n <= max) return n;
  }
  return null;
};

const respiratoryRateIn = (text: string): number | null => {
  for (const clause of clausesOf(text))
    if (/呼吸|喘|气/.test(clause) && /分钟/.test(text) && /\d+(次|下)/.test(clause)) {
      const m = /(\d{2,3})(次|下)/.exec(clause);
      if (m) return Number(m[1]);
    }
  return null;
};

const heartRateIn = (text: string): number | null => {
  for (const clause of clausesOf(text)) {
    const at = clause.search(/心率|心跳|脉搏/);
    if (at !== -1) return numberNear(clause.slice(at), 40, 260);
  }
  return null;
};

/** The reading in the clause that names 血氧 or in the next one (家里有血氧仪，测了都是94). */
const oxygenIn = (text: string): number | null => {
  const clauses = clausesOf(text);
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i] ?? '';
    const at = c.indexOf('血氧');
    if (at === -1) continue;
    const here = numberNear(c.slice(at).replace(/心率\D{0,4}\d+/g, ''), 60, 100);
    if (here !== null) return here;
    const next = clauses[i + 1];
    if (next && !/心率|心跳/.test(next)) return numberNear(next, 60, 100);
  }
  return null;
};

export const triageFacts = (
  child: TriageChild,
  type: ConsultTypeCode,
  messages: readonly string[],
): TriageFacts => {
  const text = messages.join('。');
  const temps = temperaturesIn(text);
  const judged = correctedAgeDays(child.ageDays, child.gestationWeeks);
  return {
    ageDays: child.ageDays,
    judgedAgeDays: judged,
    band: ageBandOf(judged),
    type,
    text,
    maxTemperature: temps.length > 0 ? Math.max(...temps) : null,
    minTemperature: temps.length > 0 ? Math.min(...temps) : null,
    feverStated: findStated(text, FEVER_WORDS, ['不发烧', '退烧了', '烧退了']) !== null,
    feverDays: feverDaysIn(text),
    hoursWithoutUrine: hoursWithoutUrineIn(text),
    respiratoryRate: respiratoryRateIn(text),
    heartRate: heartRateIn(text),
    oxygenSaturation: oxygenIn(text),
  };
};

/** A fever by number (38.0 °C or more, NICE NG143's definition) or by the parent's word. */
export const hasFever = (f: TriageFacts): boolean =>
  f.maxTemperature !== null ? f.maxTemperature >= 38 : f.feverStated;
