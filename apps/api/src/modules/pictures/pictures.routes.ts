import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { deletePicture, issueUploadToken, pictureAlbums } from './pictures.service.ts';

const { pictures: p } = api;

/** The parents' picture calls (the spec's qn_upload, and the albums of 病历详情). */
export const registerPictureRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, p.uploadToken, ({ principal, query }) =>
    issueUploadToken(ctx, principal, query.babyId),
  );
  registerEndpoint(app, ctx, p.pictureAlbums, ({ principal, query }) =>
    pictureAlbums(ctx, principal, query.babyId),
  );
  registerEndpoint(app, ctx, p.pictureDelete, ({ principal, body }) =>
    deletePicture(ctx, principal, body.pictureId),
  );
};
