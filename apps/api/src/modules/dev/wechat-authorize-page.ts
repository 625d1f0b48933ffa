const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface AuthorizeParams {
  appid: string;
  redirect_uri: string;
  scope: string;
  state: string;
}

/**
 * The development stand-in for WeChat's authorise screen: a plain form (no script, so the strict CSP
 * holds). The simulated WeChat user is remembered in a cookie, so a browser comes back as the same user.
 */
export const authorizePage = (p: AuthorizeParams, wechatUser: string, appId: string): string => {
  const hidden = (['appid', 'redirect_uri', 'scope', 'state'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(p[k])}">`)
    .join('');
  const unknownApp = p.appid !== appId ? '<p class="warn">appid 与本服务不一致，授权将被拒绝</p>' : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权（开发环境）</title><link rel="stylesheet" href="/dev/wechat/authorize.css"></head><body>
<main><div class="logo">芽</div><h1>小芽儿童健康</h1><p>申请获得你的公开信息（昵称、头像）</p>${unknownApp}
<form method="post" action="/dev/wechat/authorize">${hidden}
<label>模拟的微信用户<input name="wechatUser" value="${escapeHtml(wechatUser)}" data-testid="wx-user" pattern="[\\w-]{1,64}" required></label>
<label>微信昵称<input name="nickname" value="" maxlength="20" placeholder="微信用户" data-testid="wx-nickname"></label>
<button name="decision" value="allow" data-testid="wx-allow">允许</button>
<button name="decision" value="deny" class="secondary" data-testid="wx-deny">拒绝</button>
</form><p class="note">这是开发环境的微信授权模拟页，生产环境会跳转到微信官方授权。</p></main></body></html>`;
};

export const AUTHORIZE_CSS = `body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f2f2f2;color:#222}
main{max-width:420px;margin:0 auto;padding:48px 24px;text-align:center}.logo{width:64px;height:64px;border-radius:16px;background:#07c160;color:#fff;font-size:32px;line-height:64px;margin:0 auto 12px}
h1{font-size:20px;margin:8px 0}p{color:#555}label{display:block;text-align:left;margin:16px 0;font-size:14px;color:#555}
input{display:block;width:100%;box-sizing:border-box;margin-top:6px;padding:10px;border:1px solid #ddd;border-radius:8px;font-size:16px}
button{display:block;width:100%;margin-top:12px;padding:12px;border:0;border-radius:8px;background:#07c160;color:#fff;font-size:17px}
button.secondary{background:#fff;color:#07c160;border:1px solid #ddd}.note{font-size:12px;color:#999;margin-top:24px}.warn{color:#fa3534}`;
