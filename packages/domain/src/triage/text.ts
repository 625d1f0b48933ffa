/**
 * Reading what a parent types (issue 23): one normal form for matching (half-width, no spaces, common
 * slips corrected), numbers written as words (三十九度二, 38度5), and phrases found with their negation
 * (没有抽搐 is not a seizure). Every rule reads text through here, so a synonym or a slip is fixed once.
 */

/** Slips a phone keyboard makes in the words the rules read (pinyin input picks a homophone). */
const SLIPS: readonly (readonly [string, string])[] = [
  ['发骚', '发烧'],
  ['发稍', '发烧'],
  ['高少', '高烧'],
  ['抽蓄', '抽搐'],
  ['抽畜', '抽搐'],
  ['惊撅', '惊厥'],
  ['呕土', '呕吐'],
  ['腹写', '腹泻'],
  ['拉肚', '拉肚'],
  ['发绀', '发紫'],
  ['呼吸困男', '呼吸困难'],
  ['信门', '囟门'],
  ['心门', '囟门'],
  ['凶门', '囟门'],
];

export const normalise = (text: string): string => {
  // Parents on phones often separate thoughts by a space instead of a comma: a space is a clause break.
  let s = text
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/(\d)\s+(度|℃|°)/g, '$1$2')
    .replace(/\s+/g, '，');
  // NFKC leaves these: the degree signs and the Chinese full stop in decimals (38。5).
  s = s.replace(/℃|°c|°/g, '度').replace(/(\d)[。．](\d)/g, '$1.$2');
  for (const [slip, word] of SLIPS) s = s.split(slip).join(word);
  return s;
};

const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** 三十九 → 39, 十二 → 12, 四十 → 40, 五 → 5, 38 → 38 (up to 99: what ages, days and degrees need). */
export const chineseNumber = (text: string): number | null => {
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  // 七八 (seven or eight), 三四: a range as parents say it; the larger counts.
  const [a, b] = [...text];
  if (text.length === 2 && a && b && a in DIGITS && b in DIGITS && (DIGITS[b] ?? 0) === (DIGITS[a] ?? 0) + 1)
    return DIGITS[b] ?? null;
  if (!text || ![...text].every((c) => c in DIGITS || c === '十')) return null;
  const ten = text.indexOf('十');
  if (ten === -1) return text.length === 1 ? (DIGITS[text] ?? null) : null;
  const tens = ten === 0 ? 1 : (DIGITS[text.slice(0, ten)] ?? null);
  const rest = text.slice(ten + 1);
  const ones = rest === '' ? 0 : rest.length === 1 ? (DIGITS[rest] ?? null) : null;
  return tens === null || ones === null ? null : tens * 10 + ones;
};

const NUM = '(\\d+(?:\\.\\d+)?|[零〇一二两三四五六七八九十]+)';
/** The same number without a capture group, for patterns that capture something else. */
const NUM_NC = '(?:\\d+(?:\\.\\d+)?|[零〇一二两三四五六七八九十]+)';
const DIGIT = '(\\d|[零〇一二三四五六七八九])';

/** A body temperature: 35-43 °C; anything else is not one (3.9, 390, a shoe size). */
const asTemperature = (whole: number, tenth: number | null): number | null => {
  const t = tenth === null ? whole : whole + tenth / 10;
  return t >= 35 && t <= 43 ? Math.round(t * 10) / 10 : null;
};

/**
 * Every body temperature written in the text, in °C: 38.5度, 38度5, 三十九度二, 39.2, 烧到40, 体温38,
 * 37度8. A bare number counts only after words that announce a temperature.
 */
export const temperaturesIn = (text: string): number[] => {
  const s = normalise(text);
  const found: number[] = [];
  const withDegree = new RegExp(`${NUM}度${DIGIT}?`, 'g');
  for (const m of s.matchAll(withDegree)) {
    const whole = chineseNumber(m[1] ?? '');
    const tenth = m[2] === undefined ? null : chineseNumber(m[2]);
    const t = whole === null ? null : asTemperature(whole, tenth);
    if (t !== null) found.push(t);
  }
  const announced = new RegExp(
    // Not when 度 or a decimal follows: 38度5 was read above, and a longer number is not this one.
    `(?:烧到|烧了|发烧|发热|高烧|低烧|体温|温度|量了|测了|最高)(?:是|有|到|了)?${NUM}(?![\\d.度])`,
    'g',
  );
  for (const m of s.matchAll(announced)) {
    const n = chineseNumber(m[1] ?? '');
    const t = n === null ? null : asTemperature(Math.floor(n), n % 1 === 0 ? null : Math.round((n % 1) * 10));
    if (t !== null && !found.includes(t)) found.push(t);
  }
  // A bare decimal in the body-temperature range is one (早上37.8), unless a unit says otherwise (36.5周).
  for (const m of s.matchAll(/(?<![\d.])(3[5-9]|4[0-2])\.(\d)(?![\d度周斤公kgc厘米])/g)) {
    const t = asTemperature(Number(m[1]), Number(m[2]));
    if (t !== null && !found.includes(t)) found.push(t);
  }
  return found;
};

const UNIT_DAYS: Record<string, number> = {
  天: 1,
  日: 1,
  周: 7,
  星期: 7,
  礼拜: 7,
  个月: 30,
  月: 30,
  年: 365,
};

/**
 * The child's age said in passing (4个月宝宝, 宝宝一个半月, 孩子两岁了, 出生6天) is not how long something
 * has lasted: it is taken out before durations are read.
 */
export const withoutAges = (text: string): string =>
  normalise(text)
    .replace(
      new RegExp(
        `${NUM_NC}个?半?多?(月|岁|周|天)(大)?(的)?(宝宝|孩子|男孩|女孩|婴儿|小孩|娃|男宝|女宝|儿子|女儿)`,
        'g',
      ),
      '',
    )
    .replace(
      new RegExp(`(宝宝|孩子|娃|儿子|女儿)(现在)?(才)?${NUM_NC}个?半?多?(月|岁|周|天)(大)?(了)?`, 'g'),
      '',
    )
    .replace(new RegExp(`出生(才)?${NUM_NC}个?多?(天|周|月)(了)?`, 'g'), '');

/** Days in a phrase like 5天, 五天, 两周, 一个星期, 半个月 (null when none). */
export const daysIn = (fragment: string): number | null => {
  const m = new RegExp(`(半|${NUM_NC})个?多?(天|日|周|星期|礼拜|月|年)`).exec(fragment);
  if (!m) return null;
  const n = m[1] === '半' ? 0.5 : chineseNumber(m[1] ?? '');
  const unit = UNIT_DAYS[m[2] ?? ''] ?? null;
  return n === null || unit === null ? null : n * unit;
};

/** Hours in a phrase like 8小时, 十个小时, 一天 (24), 半天 (12), 一晚上 (10). */
export const hoursIn = (fragment: string): number | null => {
  const h = new RegExp(`(半|${NUM_NC})个?(?:小时|钟头)`).exec(fragment);
  if (h) return h[1] === '半' ? 0.5 : chineseNumber(h[1] ?? '');
  if (/一整?夜|一晚上?|整晚|一宿/.test(fragment)) return 10;
  if (/半天/.test(fragment)) return 12;
  const d = daysIn(fragment);
  return d === null ? null : d * 24;
};

/** Clauses: a negation reaches to the end of its clause, never across 但/可是/不过 or punctuation. */
export const clausesOf = (text: string): string[] =>
  normalise(text)
    .split(/[,，.。;；!！?？、\n]|但是|但|可是|不过|就是/)
    .filter(Boolean);

const NEGATORS = [
  '没有',
  '没',
  '无',
  '不',
  '未',
  '并未',
  '否认',
  '从没',
  '没再',
  '不会',
  '也没',
  '都没',
  '不是',
];
/** Words between a negator and the phrase that keep the negation: 没有出现抽搐, 没发现皮疹, 不怎么喘. */
const BRIDGES = ['', '有', '出现', '发现', '看到', '见', '怎么', '太', '再', '什么', '任何'];

const negatedBefore = (before: string): boolean =>
  NEGATORS.some((n) => BRIDGES.some((b) => before.endsWith(n + b)));

/** A phrase stated after: 抽搐没有, 抽搐的情况没有, 皮疹倒是没有. */
const negatedAfter = (after: string): boolean => /^(的情况|倒是|倒|也|都)?(没有|没|无)(了)?$/.test(after);

export interface PhraseHit {
  phrase: string;
  clause: string;
}

/** Where a matcher finds its words in a clause. */
type ClauseMatcher = (clause: string) => { at: number; found: string } | null;

/** The first clause where a matcher finds its words not negated (the loop findStated and findPattern share). */
const firstStated = (
  text: string,
  matchers: readonly ClauseMatcher[],
  unless: readonly string[],
): PhraseHit | null => {
  for (const clause of clausesOf(text)) {
    if (unless.some((u) => clause.includes(u))) continue;
    for (const match of matchers) {
      const hit = match(clause);
      if (!hit) continue;
      if (negatedBefore(clause.slice(0, hit.at)) || negatedAfter(clause.slice(hit.at + hit.found.length)))
        continue;
      return { phrase: hit.found, clause };
    }
  }
  return null;
};

/**
 * The first clause that states one of `phrases` without negating it (phrases may hold their own 不 or
 * 没: 叫不醒, 没尿). `unless` are phrases that, found in the same clause, mean something else (抽血).
 */
export const findStated = (
  text: string,
  phrases: readonly string[],
  unless: readonly string[] = [],
): PhraseHit | null =>
  firstStated(
    text,
    phrases.map((phrase) => (clause: string) => {
      const at = clause.indexOf(phrase);
      return at === -1 ? null : { at, found: phrase };
    }),
    unless,
  );

/**
 * Like findStated, for patterns: the first clause where one of `patterns` matches and is not negated
 * (嘴唇有点发青 matches /嘴唇G青/). Patterns write their gaps as `GAP` (up to four characters, none of
 * them 不, 没 or 无), so 嘴唇不紫 never matches a gap.
 */
/** The gap a pattern allows between two words: a few characters, never a negation. */
export const GAP = '[^不没无，。]{0,4}';

/** A pattern from a template whose `G` marks a gap (嘴唇G青). */
export const pattern = (template: string): RegExp => new RegExp(template.replaceAll('G', GAP));

export const findPattern = (
  text: string,
  patterns: readonly RegExp[],
  unless: readonly string[] = [],
): PhraseHit | null =>
  firstStated(
    text,
    patterns.map((pattern) => (clause: string) => {
      const m = pattern.exec(clause);
      return m ? { at: m.index, found: m[0] } : null;
    }),
    unless,
  );

/** Whether `phrases` appear only negated (没有抽搐): the parent said no. */
export const deniedIn = (text: string, phrases: readonly string[]): boolean =>
  !findStated(text, phrases) && clausesOf(text).some((c) => phrases.some((p) => c.includes(p)));
