import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfficialWechat } from './official-wechat.ts';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string | undefined;
  body: unknown;
}

/** A local stand-in for api.weixin.qq.com (no outside network): records each request, answers from `answer`. */
const seen: Seen[] = [];
let answer: (req: Seen) => unknown = () => ({ errcode: 0, errmsg: 'ok', msgid: 200228332 });
const server = createServer((req: IncomingMessage, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => {
    raw += chunk.toString();
  });
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry: Seen = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      contentType: req.headers['content-type'],
      body: raw ? JSON.parse(raw) : null,
    };
    seen.push(entry);
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(
        entry.path === '/cgi-bin/token'
          ? { access_token: `TOKEN${seen.length}`, expires_in: 7200 }
          : answer(entry),
      ),
    );
  });
});
let apiBase = '';
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

describe('official WeChat template messages', () => {
  it('POSTs touser, template_id, url and data {key: {value}} with the client-credential token, fetched once', async () => {
    seen.length = 0;
    let now = 1_000_000;
    const wx = createOfficialWechat({ appId: 'wxAPP', appSecret: 'SECRET', apiBase, now: () => now });
    await wx.sendTemplateMessage(
      'oOPENID',
      'TEMPLATE-1',
      { thing1: '王医生', time2: '2026-11-27 上午 08:30' },
      'https://clinic.example.cn/appointment/#/pages/newFun/orderDetail?weId=3',
    );
    await wx.sendTemplateMessage('oOPENID', 'TEMPLATE-1', { thing1: '李医生' });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /cgi-bin/token',
      'POST /cgi-bin/message/template/send',
      'POST /cgi-bin/message/template/send',
    ]);
    expect(seen[0]?.query).toEqual({ grant_type: 'client_credential', appid: 'wxAPP', secret: 'SECRET' });
    expect(seen[1]).toMatchObject({
      query: { access_token: 'TOKEN1' },
      contentType: 'application/json',
      body: {
        touser: 'oOPENID',
        template_id: 'TEMPLATE-1',
        url: 'https://clinic.example.cn/appointment/#/pages/newFun/orderDetail?weId=3',
        data: { thing1: { value: '王医生' }, time2: { value: '2026-11-27 上午 08:30' } },
      },
    });
    // Without a page to open, no url field at all.
    expect(seen[2]?.body).toEqual({
      touser: 'oOPENID',
      template_id: 'TEMPLATE-1',
      data: { thing1: { value: '李医生' } },
    });
    // The token is fetched again once it is within five minutes of expiring.
    now += (7200 - 300) * 1000;
    await wx.sendTemplateMessage('oOPENID', 'TEMPLATE-1', { thing1: '赵医生' });
    expect(seen.map((s) => s.path).filter((p) => p === '/cgi-bin/token')).toHaveLength(2);
  });

  it('throws on an errcode without the openid, and drops a token WeChat calls invalid', async () => {
    seen.length = 0;
    const wx = createOfficialWechat({ appId: 'wxAPP', appSecret: 'SECRET', apiBase });
    answer = (req) => {
      const touser = (req.body as { touser: string }).touser;
      return req.query.access_token === 'TOKEN1'
        ? {
            errcode: 40001,
            errmsg: `invalid credential, access_token is invalid or not latest for ${touser}`,
          }
        : { errcode: 43004, errmsg: `require subscribe hint: [${touser}]` };
    };
    const first = await wx.sendTemplateMessage('oSECRETOPENID', 'T', { a: 'b' }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(Error);
    expect(String(first)).toContain('WeChat template message refused: 40001');
    expect(String(first)).not.toContain('oSECRETOPENID');
    const second = await wx.sendTemplateMessage('oSECRETOPENID', 'T', { a: 'b' }).catch((e: unknown) => e);
    expect(String(second)).toContain('43004');
    expect(String(second)).not.toContain('oSECRETOPENID');
    // 40001 threw the cached token away: the second send fetched a new one.
    expect(seen.filter((s) => s.path === '/cgi-bin/token')).toHaveLength(2);
  });
});
