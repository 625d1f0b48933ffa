import { useSearchParams } from 'wouter';
import { useAppRouter } from '../../../lib/router.ts';
import { BABY_ROUTES } from '../routes.ts';

/**
 * After a save, go back: pop the form when a page opened it asking to be returned to (`from=<page>`,
 * e.g. 我的宝宝 or 填写订单), otherwise replace the form with 我的宝宝, so back never returns to a
 * finished form.
 */
export const useReturnToBabyList = () => {
  const router = useAppRouter();
  const [params] = useSearchParams();
  const cameFromPage = params.has('from');
  return () => {
    if (cameFromPage && router.canGoBack()) router.back();
    else router.redirect(BABY_ROUTES.list);
  };
};
