import type { AiCaseInfo, AiSessionDetail, AiTurn } from '@sprout/contract';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, saveService } from './consultation-support.ts';
import { addGrowthBaby, daysAgo } from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { multipart } from './inspection-reports-support.ts';
import { openLink, phoneJpeg } from './pictures-support.ts';

/**
 * AI consultation (issue 23): the nine calls of /api/ai/consult and the confirmation of the case
 * summary. The triage engine decides every level (its own suites hold the clinical figures); these
 * hold the conversation: an emergency advised with the very message that states it, one question at
 * a time with quick answers, an answer confirming its sign, resends that add nothing, the summary,
 * pictures cleaned as record pictures, and every session the guardian's own.
 */
const A = '/api/ai/consult';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

let clientSeq = 0;
const clientId = () => `c-${Date.now()}-${++clientSeq}`;
const guardian = async (birthday = daysAgo(700), name = '小满') => {
  const parent = await loginParentFresh(t);
  const babyId = await addGrowthBaby(t, parent.token, { name, birthday });
  return { ...parent, babyId };
};
const start = (token: string, babyId: number, consultType: string, complaint: string) =>
  t.call<AiTurn>('POST', `${A}/startComplaint`, { token, body: { babyId, consultType, complaint } });
const say = (token: string, sessionId: number, text: string, id = clientId()) =>
  t.call<AiTurn>('POST', `${A}/addChatMsg`, { token, body: { sessionId, text, clientId: id } });
const next = (token: string, sessionId: number) =>
  t.call<AiTurn>('POST', `${A}/chatComplaint`, { token, body: { sessionId } });
const ok = <T>(answer: { body: { success: boolean; data: T }; raw: string }): T => {
  expect(answer.body.success, answer.raw).toBe(true);
  return answer.body.data;
};

describe('AI consultation', () => {
  it('names what can be asked and the dictionaries the interview uses', async () => {
    const g = await guardian();
    const types = ok(
      await t.call<{ list: { code: string; label: string }[] }>('GET', `${A}/consultType`, {
        token: g.token,
      }),
    );
    expect(types.list.map((x) => x.label)).toEqual([
      '发热',
      '咳嗽/呼吸',
      '呕吐/腹泻',
      '皮疹',
      '喂养',
      '生长发育',
      '用药咨询',
      '外伤',
      '其他',
    ]);
    const dict = ok(
      await t.call<{
        symptoms: { consultType: string; words: string[] }[];
        durations: string[];
        answers: string[];
      }>('GET', `${A}/getDictList`, { token: g.token }),
    );
    expect(dict.answers).toEqual(['有', '没有', '不确定']);
    expect(dict.symptoms.find((s) => s.consultType === 'fever')?.words).toContain('精神不好');
    expect((await t.call('GET', `${A}/consultType`)).body.code).toBe(1000);
  });

  it('a 2-month-old with fever is sent to the emergency department with the very first message', async () => {
    const g = await guardian(daysAgo(60), '小豆');
    const turn = ok(await start(g.token, g.babyId, 'fever', '宝宝发烧了，刚量38.2度'));
    expect(turn.messages.map((m) => m.kind)).toEqual(['complaint', 'assessment']);
    const advice = turn.messages[1]?.assessment;
    expect(advice).toMatchObject({ level: 'emergency', levelLabel: '立即急诊', emergency: true });
    expect(advice?.signs[0]?.source).toMatch(/NICE NG143/);
    expect(advice?.disclaimer).toContain('不是医生的诊断');
    expect(turn.session).toMatchObject({ status: 'assessed', level: 'emergency', emergency: true });
    // The next turn is the advice already given: nothing is asked after an emergency.
    const again = ok(await next(g.token, turn.session.sessionId));
    expect(again.messages.map((m) => m.kind)).toEqual(['assessment']);
  });

  it('asks one red-flag question at a time with quick answers; 有 confirms the sign and the emergency comes at once', async () => {
    const g = await guardian(daysAgo(500));
    const opened = ok(await start(g.token, g.babyId, 'respiratory', '咳嗽两天了，有点流鼻涕'));
    const id = opened.session.sessionId;
    expect(opened.messages.map((m) => m.kind)).toEqual(['complaint']);
    const q1 = ok(await next(g.token, id)).messages;
    expect(q1).toHaveLength(1);
    expect(q1[0]).toMatchObject({ role: 'assistant', kind: 'question', chips: ['有', '没有', '不确定'] });
    // A retried request answers the same question and asks nothing new.
    expect(ok(await next(g.token, id)).messages.map((m) => m.seq)).toEqual([q1[0]?.seq]);
    // Most urgent first: the first question for a coughing toddler is about a blue colour.
    expect(q1[0]?.text).toContain('发紫');
    const answered = ok(await say(g.token, id, '有'));
    expect(answered.messages.map((m) => m.kind)).toEqual(['answer', 'assessment']);
    expect(answered.messages[1]?.assessment).toMatchObject({
      level: 'emergency_ambulance',
      levelLabel: '呼叫120',
    });
    expect(answered.session.emergency).toBe(true);
  });

  it('没有 to a question asks the next one, never the same twice', async () => {
    const g = await guardian(daysAgo(500));
    const id = ok(await start(g.token, g.babyId, 'respiratory', '咳嗽两天了，有点流鼻涕')).session.sessionId;
    const asked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const q = ok(await next(g.token, id)).messages[0];
      expect(q?.kind).toBe('question');
      asked.push(q?.text ?? '');
      expect(ok(await say(g.token, id, '没有')).messages.map((m) => m.kind)).toEqual(['answer']);
    }
    expect(new Set(asked).size).toBe(3);
  });

  it('a mild cold ends at 居家观察 with the signs to watch, and a later red flag raises it at once', async () => {
    const g = await guardian(daysAgo(900));
    const id = ok(await start(g.token, g.babyId, 'respiratory', '流清鼻涕一天，精神很好，吃饭正常，不发烧'))
      .session.sessionId;
    let assessment = null;
    for (let i = 0; i < 12 && !assessment; i++) {
      const turn = ok(await next(g.token, id));
      const last = turn.messages.at(-1);
      if (last?.kind === 'assessment') assessment = last.assessment;
      else ok(await say(g.token, id, '没有'));
    }
    expect(assessment).toMatchObject({ level: 'self_care', levelLabel: '居家观察', emergency: false });
    expect(assessment?.watchFor.length).toBeGreaterThan(3);
    // Afterwards: a note that the advice stands, until the guardian says something that raises it.
    ok(await say(g.token, id, '鼻涕有点黄'));
    expect(ok(await next(g.token, id)).messages[0]).toMatchObject({ kind: 'note' });
    const raised = ok(await say(g.token, id, '刚才突然嘴唇发紫，喘不上气'));
    expect(raised.messages.map((m) => m.kind)).toEqual(['text', 'assessment']);
    expect(raised.messages[1]?.assessment?.emergency).toBe(true);
    expect(raised.session.emergency).toBe(true);
    // No diagnosis and no dose anywhere in what the assistant said.
    const all = ok(
      await t.call<AiSessionDetail>('GET', `${A}/chatHistoryDetail`, {
        token: g.token,
        query: { sessionId: id },
      }),
    );
    for (const m of all.messages.filter((x) => x.role === 'assistant'))
      expect(m.text).not.toMatch(/\d+\s*(mg|毫克|毫升|ml)\b|诊断为|确诊/);
  });

  it('a resent message (same clientId) is stored once and answers as it did', async () => {
    const g = await guardian();
    const id = ok(await start(g.token, g.babyId, 'other', '这两天睡不好')).session.sessionId;
    const key = clientId();
    const first = ok(await say(g.token, id, '晚上哭闹', key));
    const resent = ok(await say(g.token, id, '晚上哭闹', key));
    expect(resent.messages.map((m) => m.seq)).toEqual(first.messages.map((m) => m.seq));
    const history = ok(
      await t.call<AiSessionDetail>('GET', `${A}/chatHistoryDetail`, {
        token: g.token,
        query: { sessionId: id },
      }),
    );
    expect(history.messages.filter((m) => m.text === '晚上哭闹')).toHaveLength(1);
  });

  it('the case summary lists the complaint, the answers and the level; confirmed only once there is a level', async () => {
    const g = await guardian(daysAgo(1200));
    const id = ok(await start(g.token, g.babyId, 'vomitDiarrhoea', '拉肚子一天，一天四五次，稀便')).session
      .sessionId;
    const early = await t.call('POST', `${A}/confirmCaseInfo`, { token: g.token, body: { sessionId: id } });
    expect(early.body.code).toBe(4009);
    for (let i = 0; i < 12; i++) {
      const last = ok(await next(g.token, id)).messages.at(-1);
      if (last?.kind === 'assessment') break;
      ok(await say(g.token, id, '没有'));
    }
    const info = ok(
      await t.call<AiCaseInfo>('GET', `${A}/submitCaseInfo`, { token: g.token, query: { sessionId: id } }),
    );
    expect(info).toMatchObject({
      babyName: '小满',
      consultTypeLabel: '呕吐/腹泻',
      complaint: '拉肚子一天，一天四五次，稀便',
      confirmedAt: null,
    });
    expect(info.answers.length).toBeGreaterThan(0);
    expect(info.answers.every((a) => a.answer === '没有')).toBe(true);
    expect(info.assessment?.levelLabel).toBeTruthy();
    const confirmed = ok(
      await t.call<AiCaseInfo>('POST', `${A}/confirmCaseInfo`, { token: g.token, body: { sessionId: id } }),
    );
    expect(confirmed.confirmedAt).not.toBeNull();
    const list = ok(
      await t.call<{ list: { sessionId: number; summaryConfirmedAt: string | null }[]; total: number }>(
        'GET',
        `${A}/chatSessionHistoryList`,
        { token: g.token, query: { pageNum: 1, pageSize: 10 } },
      ),
    );
    expect(list.list[0]).toMatchObject({ sessionId: id });
    expect(list.list[0]?.summaryConfirmedAt).not.toBeNull();
  });

  it('a picture is cleaned like a record picture (no EXIF), shown to its guardian and in the summary', async () => {
    const g = await guardian();
    const id = ok(await start(g.token, g.babyId, 'rash', '身上起了红疹子')).session.sessionId;
    const up = await t.call<AiTurn>('POST', `${A}/chatFileUpload`, {
      token: g.token,
      ...multipart({ sessionId: String(id) }, [
        { name: 'rash.jpg', bytes: await phoneJpeg(), type: 'image/jpeg' },
      ]),
    });
    const turn = ok(up);
    const picture = turn.messages[0]?.picture;
    expect(turn.messages[0]?.kind).toBe('picture');
    expect(picture).toBeTruthy();
    const full = await openLink(t, picture?.url ?? '');
    expect(full.status).toBe(200);
    const meta = await sharp(full.bytes).metadata();
    expect(meta.exif ? exifReader(meta.exif) : undefined).toBeUndefined();
    const info = ok(
      await t.call<AiCaseInfo>('GET', `${A}/submitCaseInfo`, { token: g.token, query: { sessionId: id } }),
    );
    expect(info.pictures.map((p) => p.pictureId)).toEqual([picture?.pictureId]);
    // Not a picture: refused before anything is stored.
    const bad = await t.call('POST', `${A}/chatFileUpload`, {
      token: g.token,
      ...multipart({ sessionId: String(id) }, [
        { name: 'x.jpg', bytes: Buffer.from('not a picture'), type: 'image/jpeg' },
      ]),
    });
    expect(bad.body.success).toBe(false);
  });

  it('another guardian’s session and child read as absent (R1), and bad input is refused in Chinese', async () => {
    const a = await guardian();
    const b = await guardian();
    const id = ok(await start(a.token, a.babyId, 'fever', '发烧一天，38.5度')).session.sessionId;
    expect((await start(b.token, a.babyId, 'fever', '发烧')).body.code).toBe(4004);
    expect((await say(b.token, id, '你好')).body.code).toBe(4004);
    expect((await next(b.token, id)).body.code).toBe(4004);
    for (const path of ['chatHistoryDetail', 'submitCaseInfo'])
      expect(
        (await t.call('GET', `${A}/${path}`, { token: b.token, query: { sessionId: id } })).body.code,
      ).toBe(4004);
    expect(
      (await t.call('POST', `${A}/confirmCaseInfo`, { token: b.token, body: { sessionId: id } })).body.code,
    ).toBe(4004);
    const upload = await t.call('POST', `${A}/chatFileUpload`, {
      token: b.token,
      ...multipart({ sessionId: String(id) }, [
        { name: 'rash.jpg', bytes: await phoneJpeg(), type: 'image/jpeg' },
      ]),
    });
    expect(upload.body.code).toBe(4004);
    const badType = await start(a.token, a.babyId, 'cold', '咳嗽');
    expect(badType.body).toMatchObject({ success: false, code: 4000, msg: '请选择咨询类型' });
    const empty = await say(a.token, id, '   ');
    expect(empty.body).toMatchObject({ success: false, code: 4000, msg: '请输入内容' });
  });
});

describe('the case summary handed to the doctor', () => {
  const assessed = async (g: { token: string; babyId: number }) => {
    const id = ok(await start(g.token, g.babyId, 'rash', '身上起红疹两天，不痒，精神好')).session.sessionId;
    for (let i = 0; i < 12; i++) {
      const last = ok(await next(g.token, id)).messages.at(-1);
      if (last?.kind === 'assessment') break;
      ok(await say(g.token, id, '没有'));
    }
    return id;
  };

  it('goes with a 图文问诊 only once confirmed, about the same child, and the doctor reads it beside the inquiry', async () => {
    const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
    expect((await saveService(t, manager, { doctorId: 1, priceFen: 0 })).body.success).toBe(true);
    const doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
    const g = await guardian(daysAgo(800), '小禾');
    const id = await assessed(g);

    const unconfirmed = await ask(t, g.token, g.babyId, 1, { aiSessionId: id });
    expect(unconfirmed.body).toMatchObject({ success: false, code: 4009 });
    ok(await t.call('POST', `${A}/confirmCaseInfo`, { token: g.token, body: { sessionId: id } }));
    const otherChild = await addGrowthBaby(t, g.token, { name: '小禾的妹妹', birthday: daysAgo(200) });
    expect((await ask(t, g.token, otherChild, 1, { aiSessionId: id })).body.code).toBe(4004);
    const stranger = await guardian();
    expect((await ask(t, stranger.token, stranger.babyId, 1, { aiSessionId: id })).body.code).toBe(4004);

    const created = ok(await ask(t, g.token, g.babyId, 1, { aiSessionId: id }));
    const detail = ok(
      await t.call<{ aiCase: AiCaseInfo | null }>('GET', '/api/console/consult/inquiry/detail', {
        token: doctor,
        query: { inquiryId: created.inquiryId },
      }),
    );
    expect(detail.aiCase).toMatchObject({
      sessionId: id,
      babyName: '小禾',
      complaint: '身上起红疹两天，不痒，精神好',
      consultTypeLabel: '皮疹',
    });
    expect(detail.aiCase?.answers.length).toBeGreaterThan(0);
    expect(detail.aiCase?.assessment?.levelLabel).toBeTruthy();

    // An inquiry without a hand-off shows none.
    const plain = ok(await ask(t, g.token, g.babyId, 1));
    const plainDetail = ok(
      await t.call<{ aiCase: AiCaseInfo | null }>('GET', '/api/console/consult/inquiry/detail', {
        token: doctor,
        query: { inquiryId: plain.inquiryId },
      }),
    );
    expect(plainDetail.aiCase).toBeNull();
  });
});
