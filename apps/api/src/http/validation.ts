import type { FieldErrors } from '@sprout/contract';
import type { z } from 'zod';
import { invalidInput } from './app-error.ts';

/** Maps zod issues to `data.fields`: one Chinese message per wrong field; unknown fields are named too. */
export const fieldErrorsOf = (error: z.ZodError): FieldErrors => {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = '不支持的字段';
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (fields[key]) continue;
    fields[key] = chineseMessage(issue);
  }
  return fields;
};

/** zod's own English messages never reach a parent: replace the generic ones. */
const chineseMessage = (issue: z.core.$ZodIssue): string => {
  if (/[\u4e00-\u9fa5]/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? '此项必填' : '类型不正确';
    case 'too_big':
      return issue.origin === 'string'
        ? `不能超过${String(issue.maximum)}个字符`
        : `不能大于${String(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `至少${String(issue.minimum)}个字符`
        : `不能小于${String(issue.minimum)}`;
    case 'invalid_value':
      return '取值不在允许范围内';
    case 'invalid_format':
      return '格式不正确';
    default:
      return '输入有误';
  }
};

export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(fieldErrorsOf(result.error));
  return result.data;
};
