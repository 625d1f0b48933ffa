// Sprout as the bench runs it: the real server (scripts/lib/server.mjs: NODE_ENV=test for the dev SMS
// outbox and payment sandbox the bench logs in and books through, the demo clinic seeded, a fresh
// SQLite file unless DATABASE_URL), answering as production does: CHECK_RESPONSES=false turns off the
// zod check of every answer that tests and development add (production shapes answers with the
// compiled serializer alone). A build of the API that does not know the setting ignores it.
import { startServer } from '../../scripts/lib/server.mjs';

export const PRODUCTION_ANSWERS = { CHECK_RESPONSES: 'false' };

/** startServer with the production answer path; `env` adds to it. */
export const startSprout = ({ env = {}, ...opts } = {}) =>
  startServer({ ...opts, env: { ...PRODUCTION_ANSWERS, ...env } });
