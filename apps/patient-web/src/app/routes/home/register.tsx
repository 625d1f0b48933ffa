import { useSearchParams } from 'wouter';
import { HOME_PATH } from '../../../config/constants.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { loginRedirectTarget } from '../../../features/auth/utils/login-redirect.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { takeReturnRoute } from '../../launch.ts';

/**
 * 登录 (and, with ?mode=bind, 绑定手机号). Afterwards: the `redirect` query, else the page a forced
 * login interrupted (launch stashes it), else the page the parent came from, else home.
 */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const router = useAppRouter();
  const mode = params.get('mode') === 'bind' ? 'bind' : 'login';

  const onDone = () => {
    const target = loginRedirectTarget(params.get('redirect')) ?? loginRedirectTarget(takeReturnRoute());
    if (target) router.relaunch(target);
    else if (router.canGoBack()) router.back();
    else router.relaunch(HOME_PATH);
  };

  return <LoginForm key={mode} mode={mode} onDone={onDone} />;
}
