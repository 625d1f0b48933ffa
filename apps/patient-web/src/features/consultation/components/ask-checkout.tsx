import Button from 'antd-mobile/es/components/button';
import { CheckoutPanel } from '../../../components/checkout/checkout-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { AskCheckout as Checkout } from '../hooks/use-ask-checkout.ts';
import { consultStrings as t } from '../strings.ts';
import styles from './ask-form.module.css';

/**
 * 提交问诊's 结算 for a paid service: the shared checkout panel without its own pay bar (the form's
 * bar submits), or, when the quote failed, the reason with 重试. Nothing until a baby is chosen.
 */
export const AskCheckout = ({ checkout }: { checkout: Checkout }) => {
  const { quote } = checkout;
  if (!checkout.active) return null;
  if (quote.isError)
    return (
      <div className={styles.quoteFailed} role="alert" data-testid="ask-quote-failed">
        <span>{isApiError(quote.error) ? quote.error.msg : t.quoteFailed}</span>
        <Button
          className={styles.retry}
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => void quote.refetch()}
        >
          {t.retry}
        </Button>
      </div>
    );
  return (
    <div className={styles.checkout}>
      <CheckoutPanel
        quote={quote.data}
        isQuoting={quote.isFetching}
        wishes={checkout.wishes}
        onWishes={checkout.setWishes}
        testIdPrefix="ask"
      />
    </div>
  );
};
