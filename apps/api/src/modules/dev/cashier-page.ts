const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const yuan = (fen: number): string => `￥${(fen / 100).toFixed(2)}`;

export interface CashierView {
  clinicName: string;
  title: string;
  amountFen: number;
  orderNo: string;
  channel: string;
  returnUrl: string;
}

const CSS = `body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f2f2f2;color:#222}
main{max-width:420px;margin:0 auto;padding:40px 24px;text-align:center}.clinic{color:#555;font-size:15px}
.amount{font-size:40px;font-weight:600;margin:16px 0 4px}.title{color:#555;margin:0 0 32px}
button{display:block;width:100%;margin-top:12px;padding:12px;border:0;border-radius:8px;background:#07c160;color:#fff;font-size:17px}
button.secondary{background:#fff;color:#07c160;border:1px solid #ddd}.note{font-size:12px;color:#999;margin-top:24px}a{color:#07c160}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${CSS}</style></head><body><main>${body}</main></body></html>`;

/**
 * The sandbox's cashier: a plain form with no script (the CSP forbids inline scripts), standing in
 * for WeChat's or Alipay's payment sheet.
 */
export const cashierPage = (v: CashierView): string => {
  const hidden = (['orderNo', 'channel', 'returnUrl'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(v[k])}">`)
    .join('');
  return page(
    '收银台（支付沙箱）',
    `<p class="clinic" data-testid="cashier-clinic">${escapeHtml(v.clinicName)}</p>
<p class="amount" data-testid="cashier-amount">${yuan(v.amountFen)}</p>
<p class="title" data-testid="cashier-title">${escapeHtml(v.title)}</p>
<form method="post" action="/dev/pay/cashier">${hidden}
<button name="decision" value="pay" data-testid="cashier-pay">确认支付</button>
<button name="decision" value="cancel" class="secondary" data-testid="cashier-cancel">取消</button>
</form><p class="note">这是开发环境的支付沙箱，不会产生真实扣款。</p>`,
  );
};

/** An order the sandbox cannot take money for (unknown, expired, already paid): say so and offer the way back. */
export const cashierNotice = (message: string, backUrl: string | null): string =>
  page(
    '收银台（支付沙箱）',
    `<p class="title" data-testid="cashier-notice">${escapeHtml(message)}</p>${
      backUrl ? `<p><a href="${escapeHtml(backUrl)}" data-testid="cashier-back">返回</a></p>` : ''
    }`,
  );

/** Appends the result to a return URL whose query may sit inside the hash (hash-mode routes). */
export const withResult = (returnUrl: string, result: 'ok' | 'cancel' | 'fail'): string =>
  `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}result=${result}`;

export interface AlipayAuthorizeView {
  redirectUri: string;
  state: string;
  /** The simulated Alipay account (remembered in a cookie, so a browser comes back as the same payer). */
  account: string;
}

/**
 * The sandbox's stand-in for Alipay's authorisation (auth_base, which inside the Alipay app passes
 * without a screen): a plain form naming the simulated Alipay account, 同意 or 取消.
 */
export const alipayAuthorizePage = (v: AlipayAuthorizeView): string =>
  page(
    '支付宝授权（支付沙箱）',
    `<p class="clinic">小芽儿童健康 申请获取你的支付宝用户号，用于在支付宝内付款</p>
<form method="post" action="/dev/pay/alipay/authorize">
<input type="hidden" name="redirect_uri" value="${escapeHtml(v.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(v.state)}">
<p><label>模拟的支付宝账户<br><input name="account" value="${escapeHtml(v.account)}" data-testid="alipay-account" pattern="[\\w@.-]{1,64}" required></label></p>
<button name="decision" value="allow" data-testid="alipay-allow">同意</button>
<button name="decision" value="deny" class="secondary" data-testid="alipay-deny">取消</button>
</form><p class="note">这是开发环境的支付宝授权模拟页，生产环境由支付宝完成授权。</p>`,
  );
