import { describe, expect, it } from 'vitest';
import {
  isDateText,
  isDateYmdDash,
  isDateYmdSlash,
  isEmailA,
  isEmailB,
  isIdCard,
  isLandline,
  isMobileLoose,
  isMobileStrict,
  isMoneyInput,
  isPasswordA,
  isPasswordB,
  isPayPassword,
  isPostalCode,
  isSmsCode,
  isValidIdCardChecksum,
} from './validators.ts';

const check = (fn: (text: string) => boolean, accepted: string[], refused: string[]) => {
  for (const text of accepted) expect(fn(text), `accept ${JSON.stringify(text)}`).toBe(true);
  for (const text of refused) expect(fn(text), `refuse ${JSON.stringify(text)}`).toBe(false);
};

describe('mobile', () => {
  it('loose: 11 digits starting with 1', () => {
    check(
      isMobileLoose,
      ['13800138000', '12000000000', '19999999999'],
      ['1380013800', '138001380000', '23800138000', '1380013800a', ' 13800138000', ''],
    );
  });
  it('strict: 1, then 3-9, then 9 digits', () => {
    check(
      isMobileStrict,
      ['13000000000', '19999999999', '15812345678'],
      ['12000000000', '10000000000', '1380013800', '138001380001', '+8613800138000'],
    );
  });
});

describe('codes and passwords', () => {
  it('SMS code is exactly 6 digits', () => {
    check(isSmsCode, ['000000', '123456'], ['12345', '1234567', '12345a', '']);
  });
  it('pay password is exactly 6 digits', () => {
    check(isPayPassword, ['000000', '987654'], ['98765', '9876543', 'abcdef']);
  });
  it('password reading A: 6-18 of letters, digits, underscore', () => {
    check(
      isPasswordA,
      ['abc_12', 'A'.repeat(18), '______'],
      ['abc12', 'A'.repeat(19), 'abc-123', 'abc 123', '密码密码密码'],
    );
  });
  it('password reading B: 4-10 letters or digits', () => {
    check(isPasswordB, ['ab12', 'A'.repeat(10)], ['ab1', 'A'.repeat(11), 'ab_12', 'ab-12']);
  });
});

describe('ID card', () => {
  it('shape: 15 digits or 17 digits plus digit/X', () => {
    check(
      isIdCard,
      ['110105491231002', '11010519491231002X', '11010519491231002x', '110105194912310021'],
      [
        '11010549123100',
        '1101054912310021',
        '1101051949123100X2',
        '11010519491231002Y',
        'X10105194912310021',
      ],
    );
  });
  it('GB 11643 check digit', () => {
    // 11010519491231002X is the standard's own worked example; the others are computed by hand.
    check(
      isValidIdCardChecksum,
      ['11010519491231002X', '11010519491231002x', '440524188001010014', '110105200001010008'],
      ['110105194912310021', '440524188001010015', '110105491231002', '11010519491231002', ''],
    );
  });
});

describe('e-mail', () => {
  it('form A: local part 2-100 of [A-Za-z0-9_-], @, dotted domain', () => {
    check(
      isEmailA,
      ['ab@x.cn', 'a_b-c@mail.example.com', `${'a'.repeat(100)}@qq.com`],
      [
        'a@x.cn',
        `${'a'.repeat(101)}@qq.com`,
        'a.b@x.cn',
        'ab@localhost',
        'ab@@x.cn',
        'ab x@x.cn',
        'ab@x.cn.',
      ],
    );
  });
  it('form B: word characters with a 2-3 letter domain in one or two parts', () => {
    check(
      isEmailB,
      // mail.qq.com passes: 'mail' is the domain word and .qq.com the two 2-3 letter parts.
      ['a@qq.com', 'user_1@sina.cn', 'x@abc.com.cn', 'a@mail.qq.com'],
      ['a@qq.c', 'a@qq.info', 'a@qq.com.cn.cn', 'a-b@qq.com', 'a@x.mail.qq.com', 'a@qq.com.c', 'a.b@qq.com'],
    );
  });
});

describe('landline', () => {
  it('area code, number and optional extension', () => {
    check(
      isLandline,
      ['010-12345678', '0755-1234567', '0755-12345678', '010-12345678-123', '021-1234567-1'],
      [
        '10-12345678',
        '010-123456',
        '010-123456789',
        '01012345678',
        '010-12345678-',
        '010-12345678-1234567',
        '110-1234567',
      ],
    );
  });
});

describe('dates', () => {
  it('YYYY-MM-DD names a real calendar day', () => {
    check(
      isDateYmdDash,
      ['2024-02-29', '2023-12-31', '2000-02-29'],
      ['2023-02-29', '1900-02-29', '2024-13-01', '2024-00-10', '2024-1-5', '2024/01/05'],
    );
  });
  it('YYYY/MM/DD names a real calendar day', () => {
    check(
      isDateYmdSlash,
      ['2024/02/29', '2024/04/30'],
      ['2023/02/29', '2024/04/31', '2024/01-05', '2024-01-05', '2024/1/5'],
    );
  });
  it('either format', () => {
    check(isDateText, ['2024-02-29', '2024/02/29'], ['2024.02.29', '2023/02/29', '']);
  });
});

describe('postal code and money input', () => {
  it('postal code: 6 digits not starting with 0', () => {
    check(isPostalCode, ['100000', '518000', '999999'], ['010000', '10000', '1000000', '10000a']);
  });
  it('money: non-negative, at most two decimals', () => {
    check(
      isMoneyInput,
      ['0', '0.5', '0.05', '12', '12.5', '12.50', '100000'],
      ['-1', '12.345', '12.', '.5', '012', '1e3', 'NaN', '', ' 12', '+12'],
    );
  });
});
