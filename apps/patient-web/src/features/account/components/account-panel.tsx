import { Button, Dialog, List, Switch } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { useSession } from '../../../stores/session.ts';
import { useLogout } from '../api/use-logout.ts';
import { useNoticeSetting } from '../api/use-notice-setting.ts';
import { useSetNotice } from '../api/use-set-notice.ts';
import { useUserInfo } from '../api/use-user-info.ts';
import { accountStrings as t } from '../strings.ts';
import { maskPhone } from '../utils/mask-phone.ts';
import styles from './account-panel.module.css';

const HOME_PATH = '/pages/home/index';
const BIND_PATH = '/pages/home/register';

/** The account part of 就诊人信息: phone, WeChat link and notices. */
export const AccountInfo = () => {
  const router = useAppRouter();
  const storedPhone = useSession((s) => s.phone);
  const { data: user } = useUserInfo();
  const { data: notice } = useNoticeSetting();
  const setNotice = useSetNotice();
  // The server's answer wins; the stored phone shows at once while it loads.
  const phone = user ? user.phone : storedPhone;
  const hasWechat = user?.hasWechat ?? notice?.hasWechat ?? false;

  return (
    <List header={t.account} mode="card">
      <List.Item
        extra={
          phone ? (
            <span data-testid="account-phone">{maskPhone(phone)}</span>
          ) : (
            <span className={styles.unbound}>
              <span data-testid="account-phone">{t.unbound}</span>
              <Button
                size="mini"
                color="primary"
                shape="rounded"
                data-testid="account-bind-phone"
                onClick={() => router.navigate(BIND_PATH, { mode: 'bind' })}
              >
                {t.bind}
              </Button>
            </span>
          )
        }
      >
        {t.phone}
      </List.Item>
      <List.Item
        extra={<span data-testid="account-wechat">{hasWechat ? t.wechatLinked : t.wechatNotLinked}</span>}
      >
        {t.wechat}
      </List.Item>
      <List.Item
        description={notice?.hasWechat === false ? t.noticeNeedsWechat : t.noticeHint}
        extra={
          <Switch
            // Without WeChat nothing can be delivered, so the switch reads off whatever is stored.
            checked={Boolean(notice?.hasWechat && notice.noticeEnabled)}
            disabled={!notice?.hasWechat}
            loading={setNotice.isPending}
            aria-label={t.notice}
            data-testid="account-notice-switch"
            onChange={(checked) =>
              setNotice.mutateAsync(checked).then(
                (saved) => toast(saved.noticeEnabled ? t.noticeOn : t.noticeOff),
                () => undefined,
              )
            }
          />
        }
      >
        {t.notice}
      </List.Item>
    </List>
  );
};

/** 退出登录, after a confirmation; ends on the home page as a visitor. */
export const LogoutButton = () => {
  const router = useAppRouter();
  const logout = useLogout();
  const onLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: t.logoutConfirm,
      confirmText: t.logoutOk,
      cancelText: t.cancel,
    });
    if (!confirmed) return;
    await logout.mutateAsync().catch(() => undefined);
    toast(t.loggedOut);
    router.relaunch(HOME_PATH);
  };
  return (
    <div className={styles.logout}>
      <Button
        block
        shape="rounded"
        size="large"
        loading={logout.isPending}
        data-testid="account-logout"
        onClick={() => void onLogout()}
      >
        <span className={styles.logoutText}>{t.logout}</span>
      </Button>
    </div>
  );
};
