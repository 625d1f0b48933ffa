import { routes } from '@sprout/contract/routes';
import { useApiQuery } from '../../../lib/api-client.ts';

/** The inquiry the chat belongs to, for the header: the doctor and the inquiry's state. */
export const useInquiryDetails = (inquiryId: number) =>
  useApiQuery(routes.consultation.inquiryDetails, { query: { inquiryId } }, { silent: true });
