import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  addAddress,
  assertOwnUserId,
  deleteAddress,
  listAddresses,
  modifyAddress,
  setDefaultAddress,
} from './addresses.service.ts';

const { addresses } = api;

export const registerAddressRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, addresses.userAddrList, ({ principal, query }) => {
    assertOwnUserId(principal, query.userId);
    return listAddresses(ctx, principal, query.pageNum, query.pageSize);
  });
  registerEndpoint(app, ctx, addresses.addrSaveOrUpdate, ({ principal, body }) => {
    assertOwnUserId(principal, body.userId);
    const { userId: _u, id, ...input } = body;
    return id === undefined ? addAddress(ctx, principal, input) : modifyAddress(ctx, principal, id, input);
  });
  registerEndpoint(app, ctx, addresses.addrSetDefault, ({ principal, query }) => {
    assertOwnUserId(principal, query.userId);
    return setDefaultAddress(ctx, principal, query.id);
  });
  registerEndpoint(app, ctx, addresses.addrDel, ({ principal, query }) => {
    assertOwnUserId(principal, query.userId);
    return deleteAddress(ctx, principal, query.id);
  });
};
