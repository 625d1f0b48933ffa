import { useSearchParams } from 'react-router';
import { useAppRouter } from '../../../lib/router.ts';
import { BABY_ROUTES } from '../routes.ts';

/**
 * After a save, go back to 我的宝宝: pop the form when it was opened from there (`from=myBaby`),
 * otherwise replace the form with the list, so back never returns to a finished form.
 */
export const useReturnToBabyList = () => {
  const router = useAppRouter();
  const [params] = useSearchParams();
  const cameFromList = params.get('from') === 'myBaby';
  return () => {
    if (cameFromList && router.canGoBack()) router.back();
    else router.redirect(BABY_ROUTES.list);
  };
};
