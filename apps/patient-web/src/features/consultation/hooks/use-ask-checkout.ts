import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type CheckoutWishes,
  INITIAL_CHECKOUT_WISHES,
} from '../../../components/checkout/checkout-panel.tsx';
import { spentWishes } from '../../../components/checkout/spent-wishes.ts';
import { consultKeys } from '../api/query-keys.ts';
import { useInquiryQuote } from '../api/use-inquiry-quote.ts';

/**
 * 提交问诊's checkout for a paid service: the parent's wishes (best coupon, points and package cards at
 * first), the server's quote for the chosen baby and doctor, and what the send spends. `shown` is a
 * quote for the wishes on screen, settled and not being redone: only then may a paid inquiry be sent.
 */
export const useAskCheckout = (babyId: number | null, doctorId: number, priceFen: number) => {
  const queryClient = useQueryClient();
  const [wishes, setWishes] = useState<CheckoutWishes>(INITIAL_CHECKOUT_WISHES);
  const paid = priceFen > 0;
  const active = paid && babyId !== null;
  const quote = useInquiryQuote({ babyId: babyId ?? 0, doctorId, ...wishes }, active);
  const shown = active && !quote.isFetching && !quote.isError ? (quote.data ?? null) : null;
  return {
    paid,
    /** A paid service and a baby to quote for: the panel is drawn and the send waits for `shown`. */
    active,
    quote,
    shown,
    wishes,
    setWishes,
    /** What inquiryCreate / inquiryAgain is sent: what the shown quote used (nothing for a free one). */
    spent: () => (shown ? spentWishes(wishes, shown) : {}),
    /** The amount the parent is asked for: the quote's once there is one, the doctor's price until then. */
    payFen: paid ? (quote.data?.payFen ?? priceFen) : 0,
    /** A named coupon gone meanwhile: back to the best one, quoted afresh. */
    quoteAgain: () => {
      setWishes((w) => ({ ...w, coupon: 'best' }));
      void queryClient.invalidateQueries({ queryKey: consultKeys.quotes() });
    },
  };
};

export type AskCheckout = ReturnType<typeof useAskCheckout>;
