import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerPictureFileRoutes } from './picture-files.routes.ts';
import { registerPictureRoutes } from './pictures.routes.ts';
import { movePicturesToAccount } from './pictures.repository.ts';

/**
 * Medical-record pictures (issue 14): upload tokens, the cleaned upload, albums by date, and the
 * signed links through which a child's guardians and the doctors of its inquiries see them. Other
 * modules use picture-access.service.ts (attach to an inquiry, links for a viewer, pictureForChild).
 */
export const registerPicturesModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerPictureRoutes(app, ctx);
  ctx.accountMerges.register('pictures', { columns: ['pictures.user_id'], move: movePicturesToAccount });
  await registerPictureFileRoutes(app, ctx);
};
