import { type TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * The rule for an administrator's password, which opens every account and record of the clinic:
 * 12 to 64 characters (the console's login form takes at most 64) and a zxcvbn score of at least 3
 * of 4 ("safely unguessable": about 10^8 guesses or more, OWASP ASVS V6.2 asks for a strength meter
 * and a length over composition rules). zxcvbn scores against common passwords, English words and
 * names, keyboard patterns, dates and repeats, and the account's own name.
 */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 64;
export const ADMIN_PASSWORD_MIN_SCORE = 3;

export interface Reason {
  zh: string;
  en: string;
}

export interface PasswordVerdict {
  ok: boolean;
  /** zxcvbn's 0-4, or null when the length alone refused it. */
  score: number | null;
  reasons: Reason[];
}

/** zxcvbn's feedback keys in Chinese (its language packages have no Chinese one). */
const ZH: Pick<TranslationKeys, 'warnings' | 'suggestions'> = {
  warnings: {
    straightRow: '键盘上连成一排的按键很容易被猜到。',
    keyPattern: '短的键盘图案很容易被猜到。',
    simpleRepeat: '像 "aaa" 这样的重复字符很容易被猜到。',
    extendedRepeat: '像 "abcabcabc" 这样的重复片段很容易被猜到。',
    sequences: '像 "abc" 这样的常见序列很容易被猜到。',
    recentYears: '最近的年份很容易被猜到。',
    dates: '日期很容易被猜到。',
    topTen: '这是被大量使用的密码。',
    topHundred: '这是经常被使用的密码。',
    common: '这是常用密码。',
    similarToCommon: '这与常用密码相似。',
    wordByItself: '单个单词很容易被猜到。',
    namesByThemselves: '单独的名字或姓氏很容易被猜到。',
    commonNames: '常见的名字和姓氏很容易被猜到。',
    userInputs: '不要包含用户名、姓名等与账号相关的内容。',
    pwned: '这个密码曾在网上的数据泄露中出现。',
  },
  suggestions: {
    l33t: "避免可预测的字母替换，例如用 '@' 代替 'a'。",
    reverseWords: '避免把常见单词倒着拼写。',
    allUppercase: '只把部分字母大写，而不是全部。',
    capitalization: '不要只大写第一个字母。',
    dates: '避免与你有关的日期和年份。',
    recentYears: '避免最近的年份。',
    associatedYears: '避免与你有关的年份。',
    sequences: '避免常见的字符序列。',
    repeated: '避免重复的单词和字符。',
    longerKeyboardPattern: '使用更长的键盘图案，并多次改变方向。',
    anotherWord: '再加几个不常见的词。',
    useWords: '使用多个词，但避免常见短语。',
    noNeed: '不需要符号、数字或大写字母也能组成强密码，例如几个不相关的词。',
    pwned: '如果你在别处用过这个密码，请更换。',
  },
};

// Without `translations` zxcvbn answers its feedback as keys, which are looked up in both languages here.
let factory: ZxcvbnFactory | null = null;
const zxcvbn = (): ZxcvbnFactory => {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    useLevenshteinDistance: false,
  });
  return factory;
};

const isKeyOf = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => key in table;

const feedbackReason = (kind: 'warnings' | 'suggestions', key: string): Reason | null => {
  const zh = ZH[kind];
  const en = english.translations[kind];
  if (!isKeyOf(zh, key) || !isKeyOf(en, key)) return null;
  return { zh: zh[key], en: en[key] };
};

/** Judges a new administrator password; `userInputs` are the account's own words (username, name). */
export const judgeAdminPassword = (password: string, userInputs: readonly string[] = []): PasswordVerdict => {
  const length = [...password].length;
  if (length < ADMIN_PASSWORD_MIN_LENGTH)
    return {
      ok: false,
      score: null,
      reasons: [
        {
          zh: `密码太短：至少 ${ADMIN_PASSWORD_MIN_LENGTH} 个字符（现在 ${length} 个）。`,
          en: `Too short: at least ${ADMIN_PASSWORD_MIN_LENGTH} characters (this one has ${length}).`,
        },
      ],
    };
  if (length > ADMIN_PASSWORD_MAX_LENGTH)
    return {
      ok: false,
      score: null,
      reasons: [
        {
          zh: `密码太长：最多 ${ADMIN_PASSWORD_MAX_LENGTH} 个字符（控制台登录框的上限）。`,
          en: `Too long: at most ${ADMIN_PASSWORD_MAX_LENGTH} characters (the console's login form takes no more).`,
        },
      ],
    };
  const result = zxcvbn().check(password, ['sprout', '小芽', 'admin', 'clinic', ...userInputs]);
  if (result.score >= ADMIN_PASSWORD_MIN_SCORE) return { ok: true, score: result.score, reasons: [] };
  const reasons: Reason[] = [
    {
      zh: `密码太容易被猜到：强度 ${result.score}/4，至少需要 ${ADMIN_PASSWORD_MIN_SCORE}/4。`,
      en: `Too easy to guess: strength ${result.score}/4, at least ${ADMIN_PASSWORD_MIN_SCORE}/4 is needed.`,
    },
  ];
  const warning = result.feedback.warning ? feedbackReason('warnings', result.feedback.warning) : null;
  if (warning) reasons.push(warning);
  for (const key of result.feedback.suggestions) {
    const suggestion = feedbackReason('suggestions', key);
    if (suggestion) reasons.push(suggestion);
  }
  return { ok: false, score: result.score, reasons };
};
