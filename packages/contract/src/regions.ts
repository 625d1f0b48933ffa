import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const division = z.object({ code: z.string(), name: z.string() });
export type Division = z.infer<typeof division>;

export const region = z.object({
  code: z.string(),
  name: z.string(),
  children: z.array(division),
});
export type Region = z.infer<typeof region>;

export const regions = {
  regionTree: endpoint({
    method: 'GET',
    path: '/online/usercenter/regionTree',
    tag: 'regions',
    access: 'public',
    summary: '省市列表（中华人民共和国县以上行政区划）',
    response: z.array(region),
  }),
  regionAreas: endpoint({
    method: 'GET',
    path: '/online/usercenter/regionAreas',
    tag: 'regions',
    access: 'public',
    summary: '一个城市的区县（省市列表中的城市编码；无区县一级的城市如仙桃市、东莞市答空列表）',
    query: z.strictObject({
      cityCode: z.string({ error: '请选择城市' }).regex(/^\d{4}(\d{2})?$/, '请选择城市'),
    }),
    response: z.array(division),
  }),
} as const;
