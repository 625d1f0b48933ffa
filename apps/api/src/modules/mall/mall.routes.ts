import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  cancelForParent,
  consoleExchanges,
  deliverExchange,
  shipExchange,
} from './console-exchanges.service.ts';
import { cancelOwnExchange, exchangeGoods, myExchange, myExchanges } from './exchanges.service.ts';
import { changeStock, consoleGoods, goodsOnSale, goodsOnSaleDetail, saveGoods } from './goods.service.ts';

const { mall: m, mallConsole: c } = api;

export const registerMallRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, m.goodsList, ({ principal, query }) =>
    goodsOnSale(ctx, principal, query.pageNum, query.pageSize),
  );
  registerEndpoint(app, ctx, m.goodsDetail, ({ principal, query }) =>
    goodsOnSaleDetail(ctx, principal, query.goodsId),
  );
  registerEndpoint(app, ctx, m.exchange, ({ principal, body }) => exchangeGoods(ctx, principal, body));
  registerEndpoint(app, ctx, m.exchangeList, ({ principal, query }) =>
    myExchanges(ctx, principal, query.pageNum, query.pageSize),
  );
  registerEndpoint(app, ctx, m.exchangeDetail, ({ principal, query }) =>
    myExchange(ctx, principal, query.exchangeId),
  );
  registerEndpoint(app, ctx, m.exchangeCancel, ({ principal, body }) =>
    cancelOwnExchange(ctx, principal, body),
  );
  registerEndpoint(app, ctx, c.goodsList, ({ query }) => consoleGoods(ctx, query.pageNum, query.pageSize));
  registerEndpoint(app, ctx, c.goodsSave, ({ principal, body }) => saveGoods(ctx, principal, body));
  registerEndpoint(app, ctx, c.stockChange, ({ principal, body }) => changeStock(ctx, principal, body));
  registerEndpoint(app, ctx, c.exchangeList, ({ query }) => consoleExchanges(ctx, query));
  registerEndpoint(app, ctx, c.ship, ({ principal, body }) => shipExchange(ctx, principal, body));
  registerEndpoint(app, ctx, c.deliver, ({ principal, body }) =>
    deliverExchange(ctx, principal, body.exchangeId),
  );
  registerEndpoint(app, ctx, c.cancel, ({ principal, body }) => cancelForParent(ctx, principal, body));
};
