import type { BodyOf, QueryOf, ResponseOf } from '@sprout/contract';

/** The query and body a call of endpoint E sends, as the contract infers them. */
export interface CallInput<E> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/** The data a call of endpoint E resolves with. */
export type ApiResult<E> = ResponseOf<E>;
