import { zhCN } from '../locale/zh-CN.ts';
import { appRouter } from './router.ts';

export const BIND_PHONE_PATH = '/pages/home/register';

let open = false;

/**
 * The phone-binding prompt (spec 4 and code 1004): 提示 / 您还未绑定手机号，请先绑定~ with
 * 去绑定 and 先逛逛. Only one shows at a time, however many calls answer 1004 together.
 * With `force`, the parent goes straight to the bind-phone page.
 * antd-mobile's Dialog (and the animation and gesture code under it) is fetched here, when a prompt is
 * due, never ahead: most parents have a phone and never see it, so the home route does not load it.
 */
export function promptBindPhone(options: { force?: boolean } = {}): void {
  if (options.force) {
    appRouter.navigate(BIND_PHONE_PATH, { mode: 'bind' });
    return;
  }
  if (open) return;
  open = true;
  void import('antd-mobile/es/components/dialog')
    .then(({ default: Dialog }) =>
      Dialog.confirm({
        title: zhCN.common.bindPhoneTitle,
        content: zhCN.common.bindPhoneBody,
        confirmText: zhCN.common.bindPhoneConfirm,
        cancelText: zhCN.common.bindPhoneCancel,
      }),
    )
    .then(
      (confirmed) => {
        open = false;
        if (confirmed) appRouter.navigate(BIND_PHONE_PATH, { mode: 'bind' });
      },
      (error: unknown) => {
        open = false;
        console.error('[bind-phone] dialog could not load', error);
      },
    );
}

export const isBindPhoneDialogOpen = (): boolean => open;
