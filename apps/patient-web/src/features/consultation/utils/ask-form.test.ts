import { describe, expect, it } from 'vitest';
import { EMPTY_ASK_DRAFT } from './ask-draft.ts';
import { checkAsk } from './ask-form.ts';

const draft = {
  ...EMPTY_ASK_DRAFT,
  complaint: '宝宝咳嗽三天，夜里加重，有少量白痰',
  duration: '3天',
  hasFever: false,
};
const prefill = { allergies: '青霉素过敏', medicines: '' };

describe('checkAsk', () => {
  it('sends the prefilled answers the parent left alone, and what they changed', () => {
    const ok = checkAsk({ babyId: 3, doctorId: 1, draft, prefill, agreeNotice: true });
    expect(ok).toMatchObject({
      body: { babyId: 3, allergies: '青霉素过敏', medicines: '', hasFever: false },
    });
    const changed = checkAsk({
      babyId: 3,
      doctorId: 1,
      draft: { ...draft, allergies: '' },
      prefill,
      agreeNotice: true,
    });
    expect(changed).toMatchObject({ body: { allergies: '' } });
  });

  it('asks for at least 10 characters of complaint', () => {
    const r = checkAsk({
      babyId: 3,
      doctorId: 1,
      draft: { ...draft, complaint: '咳嗽' },
      prefill,
      agreeNotice: true,
    });
    expect(r).toEqual({ errors: { complaint: '主诉至少10个字，请描述症状、部位和程度' } });
  });

  it('asks for the temperature with fever, and only then', () => {
    const fever = { ...draft, hasFever: true, temperature: '' };
    expect(checkAsk({ babyId: 3, doctorId: 1, draft: fever, prefill, agreeNotice: true })).toEqual({
      errors: { temperature: '发热时请填写体温' },
    });
    const sent = checkAsk({
      babyId: 3,
      doctorId: 1,
      draft: { ...fever, temperature: '38.6' },
      prefill,
      agreeNotice: true,
    });
    expect(sent).toMatchObject({ body: { temperature: 38.6 } });
    const noFever = checkAsk({
      babyId: 3,
      doctorId: 1,
      draft: { ...draft, temperature: '39' },
      prefill,
      agreeNotice: true,
    });
    expect(noFever).not.toHaveProperty('body.temperature');
  });

  it('refuses without a baby, an answer to 是否发热, or the notice agreed', () => {
    const r = checkAsk({
      babyId: null,
      doctorId: 1,
      draft: { ...draft, hasFever: null },
      prefill,
      agreeNotice: false,
    });
    expect(r).toEqual({
      errors: {
        babyId: '请选择就诊的宝宝',
        hasFever: '请选择是否发热',
        agreeNotice: '请阅读并同意《问诊须知》',
      },
    });
  });
});
