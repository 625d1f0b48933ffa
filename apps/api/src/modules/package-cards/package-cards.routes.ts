import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { buyCard, myCardDetail, myCards, productsOnSale } from './cards.service.ts';
import {
  consoleCardDetail,
  consoleCardList,
  consoleProducts,
  refundCard,
  saveProduct,
  writeOff,
} from './console-cards.service.ts';

const { packageCards: p, packageCardsConsole: c } = api;

export const registerPackageCardRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, p.productList, () => productsOnSale(ctx));
  registerEndpoint(app, ctx, p.buy, ({ principal, body }) => buyCard(ctx, principal, body));
  registerEndpoint(app, ctx, p.myCards, ({ principal, query }) => myCards(ctx, principal, query.babyId));
  registerEndpoint(app, ctx, p.cardDetail, ({ principal, query }) =>
    myCardDetail(ctx, principal, query.cardId),
  );
  registerEndpoint(app, ctx, c.productList, () => consoleProducts(ctx));
  registerEndpoint(app, ctx, c.productSave, ({ principal, body }) => saveProduct(ctx, principal, body));
  registerEndpoint(app, ctx, c.cardList, ({ query }) => consoleCardList(ctx, query));
  registerEndpoint(app, ctx, c.cardDetail, ({ query }) => consoleCardDetail(ctx, query.cardId));
  registerEndpoint(app, ctx, c.writeOff, ({ principal, body }) => writeOff(ctx, principal, body));
  registerEndpoint(app, ctx, c.refund, ({ principal, body }) => refundCard(ctx, principal, body));
};
