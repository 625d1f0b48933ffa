import type { FastifyInstance } from 'fastify';

/**
 * The development pages stand in for outside services' own pages (WeChat's authorise page, the
 * payment cashier), which post plain HTML forms: their scope reads form bodies, and nothing else does.
 */
export const acceptFormPosts = (scope: FastifyInstance): void => {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
};
