import type { Config } from '../../config/env.ts';
import { createEmbeddedInvoices } from './embedded-invoices.ts';
import type { InvoiceProvider } from './invoice-provider.ts';
import { createNuonuoInvoices } from './nuonuo-invoices.ts';

/** INVOICE_PROVIDER: nuonuo with its NUONUO_* settings (loadConfig checked them), else the embedded default. */
export const createInvoiceProvider = (config: Config): InvoiceProvider => {
  const seller = { name: config.INVOICE_SELLER_NAME, taxNumber: config.INVOICE_SELLER_TAX_NUMBER };
  if (config.INVOICE_PROVIDER === 'nuonuo')
    return createNuonuoInvoices({
      gateway: config.NUONUO_GATEWAY,
      appKey: config.NUONUO_APP_KEY ?? '',
      appSecret: config.NUONUO_APP_SECRET ?? '',
      accessToken: config.NUONUO_ACCESS_TOKEN ?? '',
      userTax: seller.taxNumber,
      seller,
      clerk: config.NUONUO_CLERK ?? '',
      goodsCode: config.NUONUO_GOODS_CODE,
      invoiceLine: config.NUONUO_INVOICE_LINE,
    });
  return createEmbeddedInvoices(seller);
};
