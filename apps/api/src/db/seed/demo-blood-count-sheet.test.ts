import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../../test/pdf-text.ts';
import { judgeResult } from '../../modules/inspection-reports/result-flags.service.ts';
import { bloodCountSheetPdf } from './demo-blood-count-sheet.ts';

const sheet = {
  clinic: '小芽儿童健康门诊（南山院区）',
  pid: 'P10000001',
  name: '乐乐',
  sex: '男',
  birthday: '2022-03-01',
  department: '生长发育门诊',
  orderedBy: '林晓岚',
  reportedBy: '王检验',
  reviewedBy: '林晓岚',
  visitDate: '2026-05-20',
  sampledAt: '09:12',
  reportedAt: '10:05',
  results: [
    { itemName: '白细胞计数', itemCode: 'WBC', value: '7.8', unit: '10^9/L', refLow: 4.4, refHigh: 11.9 },
    { itemName: '血红蛋白', itemCode: 'HGB', value: '109', unit: 'g/L', refLow: 112, refHigh: 149 },
    { itemName: '血小板计数', itemCode: 'PLT', value: '501', unit: '10^9/L', refLow: 188, refHigh: 472 },
  ].map(judgeResult),
};

describe('the demo 血常规 sheet', () => {
  it('is written in Chinese, row by row as the laboratory prints it, and reads back as written', async () => {
    const text = await readPdfText(await bloodCountSheetPdf(sheet));
    expect(text.title).toBe('血常规检验报告单 乐乐 2026-05-20');
    expect(text.pageCount).toBe(1);
    expect(text.lines[0]).toEqual([
      '小芽儿童健康门诊（南山院区）',
      '血常规检验报告单',
      '姓名：乐乐 性别：男 年龄：4岁2月 病历号：P10000001',
      '科室：生长发育门诊 送检医生：林晓岚 标本：静脉血（EDTA抗凝） 检验方法：血细胞分析仪',
      '序号 检验项目 代号 结果 提示 单位 参考区间',
      '1 白细胞计数 WBC 7.8 10^9/L 4.4-11.9',
      '2 血红蛋白 HGB 109 ↓ g/L 112-149',
      '3 血小板计数 PLT 501 ↑ 10^9/L 188-472',
      '采样时间：2026-05-20 09:12 报告时间：2026-05-20 10:05',
      '检验者：王检验 审核者：林晓岚',
      '注：↑ 高于参考区间，↓ 低于参考区间。本报告仅对所检标本负责，结果请结合临床。',
    ]);
  }, 30_000);

  it('is refused rather than printed with blanks when a name has a character the font lacks', async () => {
    await expect(bloodCountSheetPdf({ ...sheet, name: '王𠀀' })).rejects.toThrow(/lacks 𠀀/);
  }, 30_000);
});
