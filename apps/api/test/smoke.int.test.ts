import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a parent logs in and keeps a baby', () => {
  it('adds the first baby as the default with its genetic height', async () => {
    const { token } = await t.loginParent();
    const added = await t.call<{ babyId: number; isDefault: boolean; geneticHeight: number }>(
      'POST',
      '/online/usercenter/addBabyInfo',
      {
        token,
        body: {
          babyName: '小明',
          sex: '男',
          birthday: '2022-05-01',
          dadHeight: 175,
          momHeight: 160,
          guardianConsent: true,
        },
      },
    );
    expect(added.body).toMatchObject({ success: true, code: 200 });
    expect(added.body.data).toMatchObject({ isDefault: true, geneticHeight: 174 });
  });
});
