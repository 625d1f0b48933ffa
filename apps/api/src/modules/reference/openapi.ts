import {
  allByteRoutes,
  allEndpoints,
  type ByteRoute,
  Code,
  DEFAULT_MESSAGES,
  type Endpoint,
} from '@sprout/contract';
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

const REFUSAL = {
  description: '拒绝时为业务信封（4000 输入有误、1000 未登录、4004 不存在或不是您的）',
  content: { 'application/json': { schema: envelope({ nullable: true }) } },
};

/** A byte route's operation: multipart in for an upload, bytes (or the envelope) out. */
const byteOperation = (r: ByteRoute): JsonSchema => {
  const fields = r.fields
    ? (toSchema(r.fields, 'input') as { properties?: JsonSchema; required?: string[] })
    : {};
  const pathParameters = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const success =
    'bytes' in r.success
      ? Object.fromEntries(
          r.success.bytes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        )
      : { 'application/json': { schema: envelope(toSchema(r.success.envelope, 'output')) } };
  return {
    tags: ['files'],
    summary: r.summary,
    description: `权限：${ACCESS_TEXT[r.access]}。${'bytes' in r.success ? '成功时应答文件本身（先看 Content-Type）；' : ''}拒绝时为业务信封。`,
    'x-access': r.access,
    security: r.access === 'public' ? [] : [{ bearer: [] }],
    parameters: [...pathParameters, ...queryParameters(r.query)],
    ...(r.upload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [...(fields.required ?? []), 'file'],
                  properties: { ...(fields.properties ?? {}), file: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
        }
      : {}),
    responses: { 200: { description: '成功', content: success }, default: REFUSAL },
  };
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
  for (const r of allByteRoutes()) {
    paths[r.path] ??= {};
    (paths[r.path] as Record<string, JsonSchema>)[r.method.toLowerCase()] = byteOperation(r);
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
