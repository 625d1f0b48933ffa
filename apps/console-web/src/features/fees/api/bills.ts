import { api, type BodyOf, type ParsedQueryOf, type QueryOf } from '@sprout/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';

export type BillsQuery = ParsedQueryOf<typeof api.feesConsole.bills>;
export const BILLS_KEY = ['fee-bills'] as const;

export function useBills(query: BillsQuery) {
  return useQuery({
    queryKey: [...BILLS_KEY, query],
    queryFn: () => callApi(api.feesConsole.bills, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useFeePatients(query: QueryOf<typeof api.feesConsole.feePatients> | null) {
  return useQuery({
    queryKey: ['fee-patients', query],
    queryFn: () => callApi(api.feesConsole.feePatients, { query: query ?? {} }),
    enabled: query !== null,
  });
}

const useBillMutation = <B>(send: (body: B) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BILLS_KEY }),
  });
};

type NewBill = Omit<BodyOf<typeof api.feesConsole.createBill>, 'requestKey'>;

/** The same bill sent again before the server answered (a double click, a retry) keeps its key. */
export const useCreateBill = () =>
  useBillMutation((body: NewBill) =>
    sendOnce(`fees.bill:${body.pid}:${JSON.stringify(body.lines)}`, (requestKey) =>
      callApi(api.feesConsole.createBill, { body: { ...body, requestKey } }),
    ),
  );

export const useVoidBill = () =>
  useBillMutation((body: BodyOf<typeof api.feesConsole.voidBill>) =>
    callApi(api.feesConsole.voidBill, { body }),
  );

type WriteOff = Omit<BodyOf<typeof api.feesConsole.writeOffBill>, 'requestKey'>;
type Refund = Omit<BodyOf<typeof api.feesConsole.refundFeeOrder>, 'requestKey'>;

export const useWriteOffBill = () =>
  useBillMutation((body: WriteOff) =>
    sendOnce(`fees.writeOff:${body.billId}`, (requestKey) =>
      callApi(api.feesConsole.writeOffBill, { body: { ...body, requestKey } }),
    ),
  );

export const useRefundFeeOrder = () =>
  useBillMutation((body: Refund) =>
    sendOnce(`fees.refund:${body.orderNo}`, (requestKey) =>
      callApi(api.feesConsole.refundFeeOrder, { body: { ...body, requestKey } }),
    ),
  );
