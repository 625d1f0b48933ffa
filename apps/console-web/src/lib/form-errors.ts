import { FORCED_LOGIN_CODES } from '@sprout/contract';
import type { App, FormInstance } from 'antd';
import type { z } from 'zod';
import { isApiError } from './api-client.ts';

type MessageApi = ReturnType<typeof App.useApp>['message'];

/**
 * Shows a failed call where the user looks: a 4000 answer's field messages under the form fields
 * it names, anything else as a message. Session-ending codes say nothing here, the login page does.
 */
export function showFormError(
  form: FormInstance,
  fieldNames: readonly string[],
  error: unknown,
  message: MessageApi,
): void {
  if (!isApiError(error)) {
    void message.error('操作失败，请稍后重试');
    return;
  }
  if (FORCED_LOGIN_CODES.includes(error.code)) return;
  const known = new Set(fieldNames);
  const entries = Object.entries(error.fields);
  const onForm = entries.filter(([name]) => known.has(name));
  if (onForm.length > 0) form.setFields(onForm.map(([name, text]) => ({ name, errors: [text] })));
  const rest = entries.filter(([name]) => !known.has(name)).map(([, text]) => text);
  if (onForm.length === 0 || rest.length > 0) void message.error(rest[0] ?? error.msg);
}

/**
 * An antd form rule that checks a value with one of the contract's field schemas, so the form and the
 * server apply the same rule with the same words. (Contract bodies are optional on `Endpoint`, hence `undefined`.)
 */
export function contractRule(schema: z.ZodType | undefined) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (!schema) return;
      const result = schema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入有误');
    },
  };
}
