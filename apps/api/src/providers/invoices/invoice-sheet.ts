import { formatFen } from '@sprout/domain';
import { A4, lineBetween, type PdfItem, type PdfSpec, textAt } from '../../pdf/pdf-spec.ts';
import type { InvoiceRequest, InvoiceSeller } from './invoice-provider.ts';

/**
 * The embedded provider's invoice as a PdfSpec, laid out as a 电子发票（普通发票）: title, number and
 * date, buyer and seller, one line per order, the total in figures and in capitals. Drawn in Chinese
 * by src/pdf (the CJK font subset).
 */

const LEFT = 50;
const RIGHT = A4[0] - 50;
const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];

const groupWords = (n: number): string => {
  let words = '';
  let zero = false;
  for (let u = 3; u >= 0; u -= 1) {
    const d = Math.floor(n / 10 ** u) % 10;
    if (d === 0) zero = words !== '';
    else {
      words += `${zero ? '零' : ''}${DIGITS[d]}${UNITS[u]}`;
      zero = false;
    }
  }
  return words;
};

const yuanWords = (yuan: number): string => {
  const groups = [yuan % 10_000, Math.floor(yuan / 10_000) % 10_000, Math.floor(yuan / 100_000_000)];
  let words = '';
  let gap = false;
  for (let g = groups.length - 1; g >= 0; g -= 1) {
    const v = groups[g] ?? 0;
    if (v === 0) {
      gap = words !== '';
      continue;
    }
    words += `${words && (gap || v < 1000) ? '零' : ''}${groupWords(v)}${GROUPS[g]}`;
    gap = false;
  }
  return words;
};

/** 金额大写, as a Chinese invoice prints the total: 123450 fen → 壹仟贰佰叁拾肆元伍角整. */
export const yuanInCapitals = (fen: number): string => {
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const jiao = Math.floor((abs % 100) / 10);
  const fenDigit = abs % 10;
  let words = yuan > 0 ? `${yuanWords(yuan)}元` : '';
  if (jiao === 0 && fenDigit === 0) words = `${words || '零元'}整`;
  else {
    if (jiao > 0) words += `${DIGITS[jiao]}角`;
    else if (yuan > 0) words += '零';
    words += fenDigit > 0 ? `${DIGITS[fenDigit]}分` : '整';
  }
  return fen < 0 ? `（负数）${words}` : words;
};

export interface SheetFacts {
  request: InvoiceRequest;
  seller: InvoiceSeller;
  invoiceNumber: string;
  issuedAt: Date;
  /** A red-letter invoice: amounts negative, the blue invoice named. */
  red: { blueInvoiceNumber: string; reason: string } | null;
  /** Printed under the title, so an embedded invoice is never mistaken for one from the tax bureau. */
  notice: string;
}

const shanghaiDate = (d: Date) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(d);

export const invoiceSheet = (f: SheetFacts): PdfSpec => {
  const sign = f.red ? -1 : 1;
  const title = f.red ? '电子发票（普通发票）（红字）' : '电子发票（普通发票）';
  const items: PdfItem[] = [
    textAt(title, A4[0] / 2, 790, { size: 18, bold: true, align: 'center' }),
    textAt(f.notice, A4[0] / 2, 770, { size: 9, align: 'center' }),
    textAt(`发票号码：${f.invoiceNumber}`, RIGHT, 745, { size: 10, align: 'right' }),
    textAt(`开票日期：${shanghaiDate(f.issuedAt)}`, RIGHT, 730, { size: 10, align: 'right' }),
    lineBetween(LEFT, 715, RIGHT, 715),
    textAt('购买方信息', LEFT, 695, { size: 11, bold: true }),
    textAt(`名称：${f.request.buyer.name}`, LEFT, 677),
    textAt(`纳税人识别号：${f.request.buyer.taxNumber ?? ''}`, LEFT, 661, { size: 9 }),
    textAt('销售方信息', A4[0] / 2, 695, { size: 11, bold: true }),
    textAt(`名称：${f.seller.name}`, A4[0] / 2, 677),
    textAt(`纳税人识别号：${f.seller.taxNumber}`, A4[0] / 2, 661, { size: 9 }),
    lineBetween(LEFT, 645, RIGHT, 645),
    textAt('项目名称', LEFT, 628, { bold: true }),
    textAt('数量', 330, 628, { bold: true, align: 'right' }),
    textAt('金额（元）', 420, 628, { bold: true, align: 'right' }),
    textAt('税率/征收率', 480, 628, { bold: true, align: 'right' }),
    textAt('税额', RIGHT, 628, { bold: true, align: 'right' }),
  ];
  f.request.lines.forEach((line, i) => {
    const y = 608 - i * 18;
    items.push(
      textAt(`*医疗服务*${line.name}`, LEFT, y),
      textAt('1', 330, y, { align: 'right' }),
      textAt(formatFen(sign * line.amountFen), 420, y, { align: 'right' }),
      textAt('免税', 480, y, { align: 'right' }),
      textAt('***', RIGHT, y, { align: 'right' }),
    );
  });
  const bottom = 590 - f.request.lines.length * 18;
  items.push(
    lineBetween(LEFT, bottom, RIGHT, bottom),
    textAt(`价税合计（大写）：${yuanInCapitals(sign * f.request.amountFen)}`, LEFT, bottom - 20),
    textAt(`（小写）¥${formatFen(sign * f.request.amountFen)}`, RIGHT, bottom - 20, { align: 'right' }),
    lineBetween(LEFT, bottom - 35, RIGHT, bottom - 35),
  );
  if (f.red)
    items.push(
      textAt(
        `备注：被红冲蓝字发票号码 ${f.red.blueInvoiceNumber}；红冲原因：${f.red.reason}`,
        LEFT,
        bottom - 55,
      ),
    );
  return {
    info: { title: `${title} ${f.invoiceNumber}`, author: f.seller.name, subject: f.request.buyer.name },
    pages: [{ items }],
  };
};
