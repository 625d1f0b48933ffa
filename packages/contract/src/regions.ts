import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const region = z.object({
  code: z.string(),
  name: z.string(),
  children: z.array(z.object({ code: z.string(), name: z.string() })),
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
} as const;
