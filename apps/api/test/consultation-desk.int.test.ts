import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, askPaid, C, inquiryCalls, K, messagesTitled, deskCast } from './consultation-support.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/** Issue 14, console: summary templates, the managers' ratings and complaints, the inbox's doctor filter. */
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
let other: { token: string; userId: number };
let babyId: number;
let manager: string;
let doctor: string;
let zhou: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  ({ manager, doctor, zhou, parent, other, babyId } = await deskCast(t, '投诉宝'));
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const { accept, close } = inquiryCalls(() => ({ t, parent: parent.token, doctor }));

type Template = { templateId: number; title: string; findings: string; watchFor: string };
const template = (extra: Record<string, unknown> = {}) => ({
  title: '上呼吸道感染',
  findings: '咽部充血，双肺呼吸音清',
  advice: '多饮水，清淡饮食',
  watchFor: '高热不退、精神差、呼吸急促',
  returnAdvice: '3天不好转来院复诊',
  ...extra,
});
const saveTemplate = (token: string, body: Record<string, unknown>) =>
  t.call<Template>('POST', `${K}/summaryTemplate/save`, { token, body });
const listTemplates = (token: string) => t.call<Template[]>('GET', `${K}/summaryTemplate/list`, { token });

describe('summary templates', () => {
  it('a doctor creates, lists, changes and deletes their own', async () => {
    const created = await saveTemplate(doctor, template());
    expect(created.body.code).toBe(200);
    const id = created.body.data.templateId;
    expect((await listTemplates(doctor)).body.data.map((x) => x.title)).toContain('上呼吸道感染');
    const changed = await saveTemplate(doctor, template({ templateId: id, title: '腹泻' }));
    expect(changed.body.data).toMatchObject({ templateId: id, title: '腹泻' });
    const gone = await t.call('POST', `${K}/summaryTemplate/delete`, {
      token: doctor,
      body: { templateId: id },
    });
    expect(gone.body.code).toBe(200);
    expect((await listTemplates(doctor)).body.data.map((x) => x.templateId)).not.toContain(id);
  });

  it('another doctor neither sees nor changes nor deletes them (4004, nothing changed)', async () => {
    const id = (await saveTemplate(doctor, template({ title: '湿疹' }))).body.data.templateId;
    expect((await listTemplates(zhou)).body.data.map((x) => x.templateId)).not.toContain(id);
    expect((await listTemplates(manager)).body.data.map((x) => x.templateId)).not.toContain(id);
    expect((await saveTemplate(zhou, template({ templateId: id, title: '改了' }))).body.code).toBe(4004);
    const del = await t.call('POST', `${K}/summaryTemplate/delete`, {
      token: zhou,
      body: { templateId: id },
    });
    expect(del.body.code).toBe(4004);
    expect((await listTemplates(doctor)).body.data.find((x) => x.templateId === id)?.title).toBe('湿疹');
  });

  it('refuses bad input with the field named, and a call without a token', async () => {
    const empty = await t.call<{ fields: Record<string, string> }>('POST', `${K}/summaryTemplate/save`, {
      token: doctor,
      body: template({ title: '  ', findings: '' }),
    });
    expect(empty.body.code).toBe(4000);
    expect(Object.keys(empty.body.data.fields)).toEqual(expect.arrayContaining(['title', 'findings']));
    const long = await saveTemplate(doctor, template({ returnAdvice: '久'.repeat(201) }));
    expect(long.body.code).toBe(4000);
    expect((await saveTemplate(doctor, template({ extra: 1 }))).body.code).toBe(4000);
    expect((await t.call('GET', `${K}/summaryTemplate/list`)).body.code).toBe(1000);
    expect((await t.call('GET', `${K}/summaryTemplate/list`, { token: parent.token })).body.code).toBe(1000);
  });

  it("a template's text closes an inquiry as the summary the parent reads", async () => {
    const saved = (await saveTemplate(doctor, template({ title: '发热' }))).body.data;
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    await accept(inquiryId);
    const closed = await t.call('POST', `${K}/inquiry/close`, {
      token: doctor,
      body: { inquiryId, ...template(), title: undefined },
    });
    expect(closed.body.code).toBe(200);
    const summary = await t.call<{ watchFor: string }>('GET', `${C}/summary`, {
      token: parent.token,
      query: { inquiryId },
    });
    expect(summary.body.data.watchFor).toBe(saved.watchFor);
  });
});

type Complaint = {
  complaintId: number;
  inquiryId: number;
  status: string;
  statusLabel: string;
  babyName: string;
  doctorName: string;
  reply: string | null;
  handledByName: string | null;
};
const complain = (token: string, inquiryId: number, content = '医生回复太慢，等了很久也没有回答我的问题') =>
  t.call<Complaint>('POST', `${C}/inquiryComplaint`, { token, body: { inquiryId, content } });

describe('complaints', () => {
  it('a parent complains once per open complaint; another parent’s inquiry reads as absent', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    const first = await complain(parent.token, inquiryId);
    expect(first.body.data).toMatchObject({ inquiryId, status: 'open', statusLabel: '待处理' });
    expect((await complain(parent.token, inquiryId)).body.code).toBe(4009);
    expect((await complain(other.token, inquiryId)).body.code).toBe(4004);
    expect((await complain(parent.token, inquiryId, '太短')).body.code).toBe(4000);
    expect(
      (await t.call('POST', `${C}/inquiryComplaint`, { body: { inquiryId, content: '没有登录的投诉内容' } }))
        .body.code,
    ).toBe(1000);
    const rows = await t.ctx.db.kysely
      .selectFrom('inquiry_complaints')
      .selectAll()
      .where('inquiry_id', '=', inquiryId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('two complaints at once leave one open row', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    const codes = (
      await Promise.all([complain(parent.token, inquiryId), complain(parent.token, inquiryId)])
    ).map((r) => r.body.code);
    expect(codes.sort()).toEqual([200, 4009]);
  });

  it('an unpaid inquiry cannot be complained about', async () => {
    const unpaid = await ask(t, parent.token, babyId, 1);
    expect((await complain(parent.token, unpaid.body.data.inquiryId)).body.code).toBe(4009);
  });

  it('a manager lists (audited), filters and answers once; the parent is told; a doctor may not', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 2);
    const complaintId = (await complain(parent.token, inquiryId)).body.data.complaintId;
    const list = await t.call<{ list: Complaint[] }>('GET', `${K}/complaint/list`, {
      token: manager,
      query: { status: 'open', doctorId: 2 },
    });
    const item = list.body.data.list.find((c) => c.complaintId === complaintId);
    expect(item).toMatchObject({ babyName: '投诉宝', doctorName: '周文博', status: 'open' });
    expect(list.body.data.list.every((c) => c.status === 'open')).toBe(true);
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'child.complaint.read')
      .where('subject_id', '=', String(babyId))
      .execute();
    expect(audit.length).toBeGreaterThan(0);

    const body = { complaintId, reply: '已与医生核实，已提醒医生及时回复' };
    expect((await t.call('POST', `${K}/complaint/handle`, { token: doctor, body })).body.code).toBe(4003);
    expect(
      (await t.call('POST', `${K}/complaint/handle`, { token: manager, body: { complaintId, reply: '' } }))
        .body.code,
    ).toBe(4000);
    const handled = await t.call<Complaint>('POST', `${K}/complaint/handle`, { token: manager, body });
    expect(handled.body.data).toMatchObject({
      status: 'handled',
      reply: body.reply,
      handledByName: expect.any(String),
    });
    expect((await t.call('POST', `${K}/complaint/handle`, { token: manager, body })).body.code).toBe(4009);
    expect(
      (
        await t.call('POST', `${K}/complaint/handle`, {
          token: manager,
          body: { ...body, complaintId: 999_999 },
        })
      ).body.code,
    ).toBe(4004);
    expect(await messagesTitled(t, parent.userId, '投诉已处理')).toHaveLength(1);
    const handleAudit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'consultation.complaint.handle')
      .execute();
    expect(handleAudit).toHaveLength(1);
    // Handled, the inquiry may be complained about again.
    expect((await complain(parent.token, inquiryId)).body.code).toBe(200);
  });
});

type Rating = {
  evaluationId: number;
  stars: number;
  doctorId: number;
  authorName: string;
  anonymous: boolean;
};
describe('ratings for managers', () => {
  const rated = async (doctorId: number, token: string, stars: number, anonymous: boolean) => {
    const inquiryId = await askPaid(t, parent.token, babyId, doctorId);
    await accept(inquiryId, token);
    await close(inquiryId, token);
    const r = await t.call('POST', `${C}/evaluationAdd`, {
      token: parent.token,
      body: { inquiryId, stars, labels: ['回复及时'], text: '医生很耐心', anonymous },
    });
    expect(r.body.code).toBe(200);
  };

  it('lists every rating by doctor and stars, anonymous shown as 匿名用户; doctors may not', async () => {
    await rated(1, doctor, 5, true);
    await rated(2, zhou, 2, false);
    const all = await t.call<{ list: Rating[]; total: number }>('GET', `${K}/rating/list`, {
      token: manager,
    });
    expect(all.body.data.total).toBeGreaterThanOrEqual(2);
    const twos = await t.call<{ list: Rating[] }>('GET', `${K}/rating/list`, {
      token: manager,
      query: { stars: 2, doctorId: 2 },
    });
    expect(twos.body.data.list.length).toBeGreaterThan(0);
    expect(twos.body.data.list.every((r) => r.stars === 2 && r.doctorId === 2)).toBe(true);
    expect(twos.body.data.list[0]?.anonymous).toBe(false);
    const anon = all.body.data.list.find((r) => r.anonymous);
    expect(anon?.authorName).toBe('匿名用户');
    expect((await t.call('GET', `${K}/rating/list`, { token: manager, query: { stars: 6 } })).body.code).toBe(
      4000,
    );
    expect((await t.call('GET', `${K}/rating/list`, { token: doctor })).body.code).toBe(4003);
    expect((await t.call('GET', `${K}/rating/list`)).body.code).toBe(1000);
  });
});

describe("the manager's inbox filter", () => {
  it('narrows a manager to one doctor; a doctor stays on their own whatever the filter', async () => {
    const mine = await askPaid(t, parent.token, babyId, 1);
    const theirs = await askPaid(t, parent.token, babyId, 2);
    const ids = async (token: string, doctorId?: number) =>
      (
        await t.call<{ list: { inquiryId: number }[] }>('GET', `${K}/inbox`, {
          token,
          query: { pageSize: 100, ...(doctorId ? { doctorId } : {}) },
        })
      ).body.data.list.map((i) => i.inquiryId);
    expect(await ids(manager, 2)).toContain(theirs);
    expect(await ids(manager, 2)).not.toContain(mine);
    expect(await ids(doctor, 2)).toContain(mine);
    expect(await ids(doctor, 2)).not.toContain(theirs);
  });
});
