import { describe, expect, it } from 'vitest';
import { chineseNumber, clausesOf, daysIn, findStated, hoursIn, temperaturesIn } from './text.ts';

describe('temperaturesIn', () => {
  it.each([
    ['烧到38.5度', [38.5]],
    ['体温38度5', [38.5]],
    ['三十九度二', [39.2]],
    ['39.2℃', [39.2]],
    ['烧到40', [40]],
    ['最高39。1', [39.1]],
    ['早上37.8，晚上38.9度', [38.9, 37.8]],
    ['38°C', [38]],
  ])('%s → %j', (text, expected) => {
    expect(temperaturesIn(text).sort()).toEqual([...expected].sort());
  });

  it('ignores numbers that are no body temperature', () => {
    expect(temperaturesIn('宝宝3岁，体重15公斤，穿29码的鞋')).toEqual([]);
    expect(temperaturesIn('吐了3次')).toEqual([]);
  });
});

describe('numbers, days and hours', () => {
  it('reads Chinese numerals', () => {
    expect(chineseNumber('三十九')).toBe(39);
    expect(chineseNumber('十二')).toBe(12);
    expect(chineseNumber('四十')).toBe(40);
    expect(chineseNumber('两')).toBe(2);
    expect(chineseNumber('7')).toBe(7);
    expect(chineseNumber('好')).toBeNull();
  });

  it('reads durations', () => {
    expect(daysIn('烧了五天了')).toBe(5);
    expect(daysIn('两周')).toBe(14);
    expect(daysIn('一个星期')).toBe(7);
    expect(daysIn('半个月')).toBe(15);
    expect(hoursIn('十个小时没尿')).toBe(10);
    expect(hoursIn('一晚上没尿')).toBe(10);
    expect(hoursIn('一天没尿')).toBe(24);
  });
});

describe('findStated: negation stays inside its clause', () => {
  const seizure = ['抽搐', '抽了'];
  it('finds a stated sign', () => {
    expect(findStated('孩子刚才抽了一下', seizure)?.phrase).toBe('抽了');
  });
  it.each(['没有抽搐', '没抽搐', '也没有出现抽搐', '抽搐没有', '不抽搐', '抽搐倒是没有'])(
    '%s is a denial',
    (text) => {
      expect(findStated(text, seizure)).toBeNull();
    },
  );
  it('a denial does not cross 但 or a comma', () => {
    expect(findStated('没有发烧，但是刚才抽搐了', seizure)?.phrase).toBe('抽搐');
    expect(findStated('不咳嗽，抽了两下', seizure)?.phrase).toBe('抽了');
  });
  it('skips a clause that means something else', () => {
    expect(findStated('今天去医院抽了血', seizure, ['抽血', '抽了血'])).toBeNull();
  });
  it('splits clauses on punctuation and 但是', () => {
    expect(clausesOf('发烧,但是精神好。不吐')).toEqual(['发烧', '精神好', '不吐']);
  });
});
