import { PICTURE_TOO_LARGE_MESSAGE } from '@sprout/contract';
import type { FastifyRequest } from 'fastify';
import { invalidInput } from '../../http/app-error.ts';

/**
 * The picture upload form as both uploads read it: the parent's upload_image and the doctor's picture
 * in the chat (the chat module's route). One multipart form, one `file` part beside a few text fields,
 * under the same limits and refused in the same words, so a picture is judged alike whoever sends it.
 */

/** @fastify/multipart's limits for a picture form (register them in the upload route's own scope). */
export const pictureFormLimits = (maxBytes: number) => ({
  files: 1,
  fileSize: maxBytes,
  fields: 3,
  fieldSize: 400,
  parts: 5,
  headerPairs: 50,
});

const codeOf = (err: unknown) =>
  err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : '';

/** The multipart limits' errors (HTTP 413 by default) become the spec's toast and field messages. */
const refusalOf = (err: unknown, fieldNames: string) => {
  switch (codeOf(err)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalidInput({ file: PICTURE_TOO_LARGE_MESSAGE }, PICTURE_TOO_LARGE_MESSAGE);
    case 'FST_FILES_LIMIT':
      return invalidInput({ file: '一次上传一张图片' });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalidInput({ _: `表单内容过多，只需 ${fieldNames}` });
    default:
      return err;
  }
};

export interface PictureForm {
  /** The text fields, for the route's strict schema. */
  fields: unknown;
  bytes: Buffer | undefined;
}

/**
 * Reads the whole form (`fieldNames` names what it should hold, for the refusal); a file part under
 * another name is drained and named as an unknown field, so the fields' strict schema refuses it. A
 * body that is not multipart gives its fields and no file (the service then asks for a picture).
 */
export const readPictureForm = async (req: FastifyRequest, fieldNames: string): Promise<PictureForm> => {
  if (!req.isMultipart()) return { fields: req.body ?? {}, bytes: undefined };
  const fields: Record<string, unknown> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') fields[part.fieldname] = part.value;
      else if (part.fieldname !== 'file') {
        await part.toBuffer();
        fields[part.fieldname] = part.filename;
      } else bytes = await part.toBuffer();
    }
  } catch (err) {
    throw refusalOf(err, fieldNames);
  }
  return { fields, bytes };
};
