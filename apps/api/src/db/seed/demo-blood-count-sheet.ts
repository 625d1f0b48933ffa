import { ageOn } from '@sprout/domain';
import type { JudgedResult } from '../../modules/inspection-reports/result-flags.service.ts';
import { A4, lineBetween, type PdfItem, type PdfSpec, textAt } from '../../pdf/pdf-spec.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';

/** Who and what the demo 血常规 sheet is about, as the laboratory prints it. */
export interface BloodCountSheet {
  clinic: string;
  pid: string;
  name: string;
  sex: string;
  birthday: string;
  department: string;
  orderedBy: string;
  reportedBy: string;
  reviewedBy: string;
  /** YYYY-MM-DD, and the sampling and reporting times that day (HH:MM). */
  visitDate: string;
  sampledAt: string;
  reportedAt: string;
  results: JudgedResult[];
}

const LEFT = 50;
const RIGHT = 545;
const COLUMNS = { no: 50, item: 80, code: 200, value: 265, flag: 315, unit: 345, range: 440 };
const FIRST_ROW = 668;
const ROW_HEIGHT = 20;
const FLAG_MARK = { low: '↓', high: '↑', abnormal: '*' } as const;

const rule = (y: number, thickness = 0.6) => lineBetween(LEFT, y, RIGHT, y, thickness);

/** Title, the patient's lines and the table's header. */
const heading = (s: BloodCountSheet): PdfItem[] => {
  const age = ageOn(s.birthday, s.visitDate);
  return [
    textAt(s.clinic, A4[0] / 2, 790, { size: 16, bold: true, align: 'center' }),
    textAt('血常规检验报告单', A4[0] / 2, 766, { size: 14, bold: true, align: 'center' }),
    textAt(`姓名：${s.name}`, LEFT, 736),
    textAt(`性别：${s.sex}`, 170, 736),
    textAt(`年龄：${age ? `${age.years}岁${age.months}月` : ''}`, 260, 736),
    textAt(`病历号：${s.pid}`, 400, 736),
    textAt(`科室：${s.department}`, LEFT, 718),
    textAt(`送检医生：${s.orderedBy}`, 170, 718),
    textAt('标本：静脉血（EDTA抗凝）', 260, 718),
    textAt('检验方法：血细胞分析仪', 400, 718),
    rule(706, 1),
    ...(
      [
        ['序号', COLUMNS.no],
        ['检验项目', COLUMNS.item],
        ['代号', COLUMNS.code],
        ['结果', COLUMNS.value],
        ['提示', COLUMNS.flag],
        ['单位', COLUMNS.unit],
        ['参考区间', COLUMNS.range],
      ] as const
    ).map(([label, x]) => textAt(label, x, 692, { bold: true })),
    rule(684),
  ];
};

const row = (r: JudgedResult, index: number): PdfItem[] => {
  const y = FIRST_ROW - index * ROW_HEIGHT;
  return [
    textAt(String(index + 1), COLUMNS.no + 6, y),
    textAt(r.itemName, COLUMNS.item, y),
    textAt(r.itemCode ?? '', COLUMNS.code, y),
    textAt(r.valueText, COLUMNS.value, y, { bold: r.flag !== null }),
    ...(r.flag ? [textAt(FLAG_MARK[r.flag], COLUMNS.flag + 6, y, { bold: true })] : []),
    textAt(r.unit ?? '', COLUMNS.unit, y),
    textAt(r.rangeText ?? '', COLUMNS.range, y),
  ];
};

/** Times, the laboratory's signatures and the sheet's note, under the last row. */
const footer = (s: BloodCountSheet, y: number): PdfItem[] => [
  rule(y + 8),
  textAt(`采样时间：${s.visitDate} ${s.sampledAt}`, LEFT, y - 10),
  textAt(`报告时间：${s.visitDate} ${s.reportedAt}`, 300, y - 10),
  textAt(`检验者：${s.reportedBy}`, LEFT, y - 30),
  textAt(`审核者：${s.reviewedBy}`, 300, y - 30),
  rule(y - 42, 1),
  textAt('注：↑ 高于参考区间，↓ 低于参考区间。本报告仅对所检标本负责，结果请结合临床。', LEFT, y - 58, {
    size: 9,
  }),
];

/** The laboratory's one-page 血常规 sheet as data, in Chinese as a clinic prints it. */
export const bloodCountSheetSpec = (s: BloodCountSheet): PdfSpec => ({
  info: { title: `血常规检验报告单 ${s.name} ${s.visitDate}`, author: s.clinic, subject: '检验报告单' },
  pages: [
    {
      items: [
        ...heading(s),
        ...s.results.flatMap(row),
        ...footer(s, FIRST_ROW - s.results.length * ROW_HEIGHT),
      ],
    },
  ],
});

export const bloodCountSheetPdf = async (s: BloodCountSheet): Promise<Uint8Array> => {
  const { bytes, missingCharacters } = await renderPdf(bloodCountSheetSpec(s));
  if (missingCharacters.length > 0) throw new Error(`the sheet's font lacks ${missingCharacters.join(' ')}`);
  return bytes;
};
