import { escapeHtml } from '@museum/shared';
/**
 * The built-in WeChat simulator "plays the phone" (docs/PRODUCT.md "WeChat"): the login QR code opens this small,
 * server-rendered page, where the visitor picks or creates a simulated WeChat user and confirms or cancels.
 */
export interface SimulatorIdentity {
  id: number;
  nickname: string;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#ededed;color:#1c1b19;font:16px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans SC",sans-serif}
.bar{background:#f7f7f7;border-bottom:1px solid #ddd;text-align:center;padding:12px;font-weight:600}
.note{margin:0;padding:8px 16px;background:#fff7e6;color:#6b4a00;font-size:13px}
main{max-width:480px;margin:0 auto;padding:24px 16px 40px}
.card{background:#fff;border-radius:8px;padding:24px 20px;margin-bottom:16px}
.app{display:flex;align-items:center;gap:12px;margin-bottom:16px}
.seal{width:44px;height:44px;border-radius:6px;background:#8b2e24;color:#fff;display:grid;place-items:center;font:600 20px serif}
h1{font-size:18px;margin:0}
p{margin:0 0 12px}
.muted{color:#6b665d;font-size:14px}
fieldset{border:0;margin:0 0 16px;padding:0}
legend{font-weight:600;margin-bottom:8px}
label.choice{display:flex;align-items:center;gap:10px;padding:12px;border:1px solid #e2dccf;border-radius:6px;margin-bottom:8px;cursor:pointer}
input[type=text]{width:100%;margin-top:8px;padding:10px;border:1px solid #c9c3b8;border-radius:4px;font:inherit}
button{display:block;width:100%;padding:12px;border:0;border-radius:6px;font:inherit;font-weight:600;cursor:pointer;margin-top:12px}
.ok{background:#07c160;color:#fff}
.cancel{background:#f2f2f2;color:#1c1b19}
:focus-visible{outline:3px solid #8b2e24;outline-offset:2px}
.done{text-align:center;padding:48px 20px}
.error{color:#b3261e;font-weight:600}
`;

const SIMULATOR_HEAD =
  '<div class="bar">微信</div><p class="note">演示环境：这是本站内置的微信登录模拟器，代替手机微信扫码确认。</p>';

function layout(title: string, body: string, simulator = true): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${simulator ? SIMULATOR_HEAD : ''}<main>${body}</main></body></html>`;
}

export function renderSimulatorPage(input: {
  siteName: string;
  state: string;
  identities: SimulatorIdentity[];
  formAction: string;
  error?: string;
}): string {
  const choices = input.identities
    .map(
      (identity, index) =>
        `<label class="choice"><input type="radio" name="identity" value="${identity.id}"${index === 0 ? ' checked' : ''}> ${escapeHtml(identity.nickname)}</label>`,
    )
    .join('');
  const body = `<form class="card" method="post" action="${escapeHtml(input.formAction)}">
<div class="app"><span class="seal" aria-hidden="true">天</span><h1>${escapeHtml(input.siteName)} 申请使用你的微信账号登录</h1></div>
<p class="muted">将获得你的公开信息（昵称），用于登录网站。</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<fieldset><legend>选择登录身份</legend>${choices}
<label class="choice"><input type="radio" name="identity" value="new"${input.identities.length ? '' : ' checked'}> 新建模拟微信用户</label>
<label>新用户的昵称（可不填）<input type="text" name="nickname" maxlength="20" autocomplete="off"></label></fieldset>
<button class="ok" type="submit" name="action" value="confirm">确认登录</button>
<button class="cancel" type="submit" name="action" value="cancel">取消</button>
</form>`;
  return layout('微信登录确认', body);
}

/**
 * The page after confirming, cancelling, or for an expired QR code; `simulator: false` for the open-mode
 * callback, which WeChat loads inside the login dialog's frame.
 */
export function renderResultPage(title: string, text: string, options: { simulator: boolean }): string {
  return layout(
    title,
    `<div class="card done" role="status"><h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p></div>`,
    options.simulator,
  );
}
