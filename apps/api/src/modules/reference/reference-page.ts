import { allByteRoutes, allEndpoints, DEFAULT_MESSAGES } from '@sprout/contract';
import { buildOpenApi } from './openapi.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
  description?: string;
  anyOf?: SchemaNode[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
}

/** A compact, readable rendering of a JSON schema as nested field lists. */
const renderSchema = (node: SchemaNode | undefined, depth = 0): string => {
  if (!node || depth > 6) return '';
  const variant = node.anyOf?.find((n) => n.type !== 'null') ?? node;
  if (variant.type === 'array')
    return `<span class="t">array of</span> ${renderSchema(variant.items, depth + 1)}`;
  if (variant.properties) {
    const rows = Object.entries(variant.properties)
      .map(([name, child]) => {
        const req = variant.required?.includes(name) ? '<b class="req">必填</b>' : '';
        return `<li><code>${esc(name)}</code> ${req} ${renderSchema(child, depth + 1)}</li>`;
      })
      .join('');
    return `<span class="t">object</span><ul>${rows}</ul>`;
  }
  const bits = [String(variant.type ?? 'any')];
  if (node.nullable || node.anyOf?.some((n) => n.type === 'null')) bits.push('可为 null');
  if (variant.enum) bits.push(`取值 ${variant.enum.map((v) => esc(JSON.stringify(v))).join(' / ')}`);
  if (variant.pattern) bits.push(`格式 <code>${esc(variant.pattern)}</code>`);
  if (variant.maxLength !== undefined) bits.push(`最长 ${variant.maxLength}`);
  if (variant.minimum !== undefined || variant.maximum !== undefined)
    bits.push(`范围 ${variant.minimum ?? ''}~${variant.maximum ?? ''}`);
  return `<span class="t">${bits.join('，')}</span>`;
};

/** Server-rendered API reference: no script at all, so the page keeps the strict CSP. */
export const renderReferencePage = (): string => {
  const doc = buildOpenApi() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters: { name: string; required: boolean; schema: SchemaNode }[];
          requestBody?: {
            content: {
              'application/json'?: { schema: SchemaNode };
              'multipart/form-data'?: { schema: SchemaNode };
            };
          };
          responses: {
            200: {
              content: Record<string, { schema: { properties?: { data: SchemaNode } } }>;
            };
          };
        }
      >
    >;
  };
  const byTag = new Map<string, string[]>();
  type Op = (typeof doc.paths)[string][string];
  const section = (tag: string, method: string, path: string, summary: string, access: string, op: Op) => {
    const params = op.parameters.length
      ? `<h4>参数</h4><ul>${op.parameters.map((p) => `<li><code>${esc(p.name)}</code> ${p.required ? '<b class="req">必填</b>' : ''} ${renderSchema(p.schema)}</li>`).join('')}</ul>`
      : '';
    const json = op.requestBody?.content['application/json']?.schema;
    const form = op.requestBody?.content['multipart/form-data']?.schema;
    const body = json
      ? `<h4>请求体（JSON）</h4>${renderSchema(json)}`
      : form
        ? `<h4>请求体（multipart/form-data）</h4>${renderSchema(form)}`
        : '';
    const content = op.responses[200].content;
    const envelope = content['application/json']?.schema.properties?.data;
    const data = envelope
      ? `<h4>data</h4>${renderSchema(envelope)}`
      : `<h4>成功应答</h4><p>文件本身：${Object.keys(content)
          .map((t) => `<code>${esc(t)}</code>`)
          .join(' ')}；拒绝时为业务信封</p>`;
    const html = `<section id="${esc(method + path)}"><h3><span class="m ${method}">${method}</span> <code>${esc(path)}</code></h3><p>${esc(summary)} · <i>${esc(access)}</i></p>${params}${body}${data}</section>`;
    byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
  };
  for (const e of allEndpoints()) {
    const op = doc.paths[e.path]?.[e.method.toLowerCase()];
    if (op) section(e.tag, e.method, e.path, e.summary, e.access, op);
  }
  for (const r of allByteRoutes()) {
    const op = doc.paths[r.path]?.[r.method.toLowerCase()];
    if (op) section('files', r.method, r.path, r.summary, r.access, op);
  }
  const toc = [...byTag.keys()].map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join(' · ');
  const codes = Object.entries(DEFAULT_MESSAGES)
    .map(([c, m]) => `<tr><td>${c}</td><td>${esc(m)}</td></tr>`)
    .join('');
  const sections = [...byTag.entries()]
    .map(([t, items]) => `<h2 id="tag-${esc(t)}">${esc(t)}</h2>${items.join('')}`)
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sprout API 参考</title><link rel="stylesheet" href="/api/docs.css"></head><body><main>
<h1>Sprout 小芽儿童健康 API 参考</h1><p>由请求与应答的 zod 模式生成，与服务器校验同源。机器可读版本：<a href="/api/openapi.json">/api/openapi.json</a>。</p>
<p>令牌放在 <code>Authorization: Bearer &lt;token&gt;</code>（或裸 token、<code>user_token</code> 头）。所有应答为 <code>{ success, code, data, msg }</code>；输入错误为 4000，并在 <code>data.fields</code> 中逐项说明。</p>
<table><tr><th>code</th><th>含义</th></tr>${codes}</table><nav>${toc}</nav>${sections}</main></body></html>`;
};

export const REFERENCE_CSS = `body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#222;background:#fafafa}main{max-width:960px;margin:0 auto;padding:24px}
section{background:#fff;border:1px solid #eee;border-radius:8px;padding:8px 16px;margin:12px 0}h3{margin:8px 0;font-size:15px}h4{margin:8px 0 4px;font-size:13px;color:#666}
.m{display:inline-block;min-width:44px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:0 6px}.GET{background:#19be6b}.POST{background:#2979ff}.PUT{background:#ff9900}.DELETE{background:#fa3534}
code{background:#f4f4f4;padding:0 4px;border-radius:3px}ul{margin:2px 0;padding-left:20px}.t{color:#888}.req{color:#fa3534;font-weight:normal;font-size:12px}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:2px 8px}nav{margin:16px 0}`;

export const openApiJson = (): string => JSON.stringify(buildOpenApi());
