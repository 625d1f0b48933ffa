import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSystemMessage } from '../src/modules/messages/messages.service.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

const W = '/opordering/wechatapp';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

interface Msg {
  msgId: number;
  title: string;
  isRead: boolean;
  createdAt: string;
}
type Page = { list: Msg[]; total: number; pageNum: number; pageSize: number };
const unread = async (token: string) =>
  (await t.call<{ unread: number }>('GET', `${W}/getSysMsgUnreadCount`, { token })).body.data.unread;
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call<Page>('POST', `${W}/pageSysMsg`, { token, body });

describe('system messages', () => {
  it('the seeded parent has unread messages, newest first; opening one reads it', async () => {
    const { token } = await loginParentFresh(t, '13800000000');
    expect(await unread(token)).toBe(2);
    const list = (await page(token)).body.data;
    expect(list).toMatchObject({ total: 2, pageNum: 1, pageSize: 10 });
    expect(list.list.map((m) => m.title)).toEqual(['朵朵的体检提醒', '欢迎来到小芽儿童健康']);
    expect(list.list.every((m) => !m.isRead)).toBe(true);
    const [newest, oldest] = list.list as [Msg, Msg];
    const detail = await t.call<Msg & { content: string }>('GET', `${W}/getSysMsgDetail`, {
      token,
      query: { msgId: newest.msgId },
    });
    expect(detail.body.data).toMatchObject({
      msgId: newest.msgId,
      isRead: true,
      content: expect.stringContaining('朵朵'),
    });
    expect(await unread(token)).toBe(1);
    expect(
      (await t.call<{ unread: number }>('POST', `${W}/readSysMsg`, { token, body: { msgId: oldest.msgId } }))
        .body.data.unread,
    ).toBe(0);
    expect((await page(token)).body.data.list.every((m) => m.isRead)).toBe(true);
  });

  it('a new account gets its welcome message', async () => {
    const { token } = await loginParentFresh(t);
    expect(await unread(token)).toBe(1);
    expect((await page(token)).body.data.list[0]?.title).toContain('欢迎');
  });

  it('posted messages show up, page newest first, and readAll clears them', async () => {
    const { token, userId } = await loginParentFresh(t);
    for (let i = 1; i <= 12; i++)
      await postSystemMessage(t.ctx.db, userId, {
        category: 'system',
        title: `通知${i}`,
        content: `第${i}条通知的内容`,
      });
    expect(await unread(token)).toBe(13);
    const p1 = (await page(token, { pageNum: 1, pageSize: 5 })).body.data;
    const p3 = (await page(token, { pageNum: 3, pageSize: 5 })).body.data;
    expect(p1.total).toBe(13);
    expect(p1.list.map((m) => m.title)).toEqual(['通知12', '通知11', '通知10', '通知9', '通知8']);
    expect(p3.list.map((m) => m.title)).toEqual(['通知2', '通知1', '欢迎来到小芽儿童健康']);
    const ids = [...p1.list, ...p3.list].map((m) => m.msgId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await t.call<{ unread: number }>('POST', `${W}/readAllSysMsg`, { token })).body.data.unread).toBe(
      0,
    );
    expect(await unread(token)).toBe(0);
    expect((await page(token, { onlyUnread: true })).body.data.total).toBe(0);
    await postSystemMessage(t.ctx.db, userId, {
      category: 'appointment',
      title: '预约成功',
      content: '您已成功预约',
      link: '/pages/newFun/orderDetail?weId=3',
    });
    const onlyUnread = (await page(token, { onlyUnread: true })).body.data;
    expect(onlyUnread.list.map((m) => m.title)).toEqual(['预约成功']);
    expect(onlyUnread.list[0]).toMatchObject({ link: '/pages/newFun/orderDetail?weId=3', isRead: false });
  });

  it('an unknown message id is 4004 and changes nothing', async () => {
    const { token } = await loginParentFresh(t);
    expect(
      (await t.call('GET', `${W}/getSysMsgDetail`, { token, query: { msgId: 999_999 } })).body.code,
    ).toBe(4004);
    expect((await t.call('POST', `${W}/readSysMsg`, { token, body: { msgId: 999_999 } })).body.code).toBe(
      4004,
    );
    expect(await unread(token)).toBe(1);
  });
});

describe('links in system messages', () => {
  it('only ever point at a page of the patient app', async () => {
    const { userId } = await t.loginParent();
    await expect(
      postSystemMessage(t.ctx.db, userId, {
        category: 'system',
        title: 't',
        content: 'c',
        link: '/pages/newFun/orderDetail?weId=3',
      }),
    ).resolves.toBeGreaterThan(0);
    for (const link of ['javascript:alert(1)', 'https://evil.example/', '//evil.example/x', '/pages/../../x'])
      await expect(
        postSystemMessage(t.ctx.db, userId, { category: 'system', title: 't', content: 'c', link }),
      ).rejects.toThrow(/patient-app route/);
  });
});
