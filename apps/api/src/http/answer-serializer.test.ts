import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertSameAnswer, compileAnswerSerializer } from './answer-serializer.ts';

const baby = z.object({
  babyId: z.number().int(),
  babyName: z.string(),
  city: z.string().nullable(),
  tags: z.array(z.object({ label: z.string() })),
});

describe('compiled answer serializer', () => {
  it('writes the envelope with only the declared fields, as zod would keep them', () => {
    const write = compileAnswerSerializer({ response: baby });
    expect(write).not.toBeNull();
    const answer = {
      babyId: 7,
      babyName: '乐乐',
      city: null,
      tags: [{ label: '早产', secret: 'x' }],
      openid: 'must-not-leave',
    };
    const written = write?.(answer) ?? '';
    expect(JSON.parse(written)).toEqual({
      success: true,
      code: 200,
      data: { babyId: 7, babyName: '乐乐', city: null, tags: [{ label: '早产' }] },
      msg: 'ok',
    });
    expect(written).not.toContain('must-not-leave');
    expect(() => assertSameAnswer(written, baby.parse(answer), '/x')).not.toThrow();
  });

  it('leaves a schema with a transform or a default to zod', () => {
    expect(
      compileAnswerSerializer({ response: z.object({ name: z.string().transform((s) => s.trim()) }) }),
    ).toBeNull();
    expect(compileAnswerSerializer({ response: z.object({ n: z.number().default(0) }) })).toBeNull();
  });

  it('fails loudly where the writer and the schema disagree', () => {
    expect(() =>
      assertSameAnswer('{"success":true,"code":200,"data":{"a":1},"msg":"ok"}', { a: 2 }, '/api/x'),
    ).toThrow(/\/api\/x/);
  });
});
