import { useSearchParams } from 'wouter';
import { useAppRouter } from '../../../lib/router.ts';
import { ADDRESS_ROUTES } from '../routes.ts';

/**
 * After a save, go back: pop the form when a page opened it asking to be returned to (`from=<page>`,
 * 收货地址 or the mall's exchange), otherwise replace the form with 收货地址, so back never returns to
 * a finished form.
 */
export const useReturnToAddressList = () => {
  const router = useAppRouter();
  const [params] = useSearchParams();
  const cameFromPage = params.has('from');
  return () => {
    if (cameFromPage && router.canGoBack()) router.back();
    else router.redirect(ADDRESS_ROUTES.list);
  };
};
