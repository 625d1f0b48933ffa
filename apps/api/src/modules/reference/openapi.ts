import { allEndpoints, Code, DEFAULT_MESSAGES, type Endpoint } from '@sprout/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as JsonSchema;
  return rest;
};

const ACCESS_TEXT: Record<Endpoint['access'], string> = {
  public: '无需登录',
  parent: '家长登录',
  parentWithPhone: '家长登录且已绑定手机号',
  staff: '工作人员登录',
  manager: '管理员及以上',
  admin: '系统管理员',
};

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['success', 'code', 'data', 'msg'],
  properties: {
    success: { type: 'boolean' },
    code: { type: 'integer', enum: Object.values(Code) },
    data,
    msg: { type: 'string' },
  },
});

const queryParameters = (schema: z.ZodType | undefined) => {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
};

/** The OpenAPI 3 document, generated from the same zod schemas that validate every request and answer. */
export const buildOpenApi = (): JsonSchema => {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of allEndpoints()) {
    const security = e.access === 'public' ? [] : [{ bearer: [] }];
    paths[e.path] ??= {};
    (paths[e.path] as Record<string, JsonSchema>)[e.method.toLowerCase()] = {
      tags: [e.tag],
      summary: e.summary,
      description: `权限：${ACCESS_TEXT[e.access]}`,
      'x-access': e.access,
      security,
      parameters: queryParameters(e.query),
      ...(e.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(e.body, 'input') } },
            },
          }
        : {}),
      responses: {
        200: {
          description: '业务信封；success 为 false 时 code 见错误码表',
          content: { 'application/json': { schema: envelope(toSchema(e.response, 'output')) } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Sprout 小芽儿童健康 API',
      version: '0.1.0',
      description: `所有应答都是业务信封 { success, code, data, msg }。错误码：${Object.entries(
        DEFAULT_MESSAGES,
      )
        .map(([c, m]) => `${c} ${m}`)
        .join('；')}。`,
    },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'Authorization: Bearer <token>，也接受裸 token 或 user_token 头',
        },
      },
    },
    paths,
  };
};
