import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';

/** Below this an answer is sent as it is: compressing it costs more than the bytes it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers over 1 kB (JSON, the OpenAPI document, /metrics) with brotli or gzip when the
 * client accepts one, for a server with no proxy in front (`npm start`, the image on its own). The
 * front ends' files are already compressed by the build (static-apps.ts) and pass untouched, as does
 * anything that has a Content-Encoding. Behind nginx, which compresses, COMPRESS_RESPONSES=false
 * saves the work here. Request bodies are never decompressed: a compressed body is refused as before.
 * Registered before the routes: the plugin attaches itself to each route as it is added.
 */
export const registerCompression = async (app: FastifyInstance, config: Config): Promise<void> => {
  if (!config.COMPRESS_RESPONSES) return;
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
};
