import fastifyMultipart from '@fastify/multipart';
import { Code, MALL_PICTURE_PATH, MALL_PICTURE_UPLOAD_PATH, uploadedGoodsPicture } from '@sprout/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, invalidInput } from '../../http/app-error.ts';
import { hasRole, resolveStaff } from '../sessions/staff-sessions.service.ts';
import { tokenFromHeaders } from '../../http/bearer-token.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { openGoodsPicture, storeGoodsPicture } from './goods-pictures.service.ts';

/** The goods pictures' byte routes (registerEndpoint answers only JSON): a manager's upload, the public read. */

const fileOf = async (req: FastifyRequest): Promise<Buffer | undefined> => {
  if (!req.isMultipart()) return undefined;
  let bytes: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const b = await part.toBuffer();
        if (part.fieldname === 'file') bytes = b;
      }
    }
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalidInput({ file: '图片过大，请重新上传' });
    throw invalidInput({ file: '一次上传一张图片' });
  }
  return bytes;
};

export const registerMallFileRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  app.get<{ Params: { name: string } }>(`${MALL_PICTURE_PATH}/:name`, async (req, reply) => {
    const opened = await openGoodsPicture(ctx, req.params.name);
    return reply
      .header('content-type', opened.contentType)
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(opened.object.body);
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fileSize: ctx.config.PICTURE_MAX_BYTES + 1, fields: 2, parts: 3, headerPairs: 50 },
    });
    scope.post(MALL_PICTURE_UPLOAD_PATH, async (req, reply) => {
      const staff = await resolveStaff(ctx, tokenFromHeaders(req.headers));
      if (!hasRole(staff.role, 'manager')) throw new AppError(Code.FORBIDDEN, '当前角色无权进行此操作');
      const stored = await storeGoodsPicture(ctx, await fileOf(req));
      await writeAudit(ctx.db, {
        actorType: 'staff',
        actorId: staff.staffId,
        action: 'mall.goods.picture',
        subjectType: 'mallPicture',
        subjectId: stored.name,
      });
      reply.header('cache-control', 'no-store');
      return { success: true, code: Code.OK, data: uploadedGoodsPicture.parse(stored), msg: 'ok' };
    });
  });
};
