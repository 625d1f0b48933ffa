import type { AppContext } from '../../app-context.ts';
import type { JobRow } from '../../db/schema.ts';

/** A job handler must be idempotent: a job whose process died mid-way runs again after its lease. */
export type JobHandler = (ctx: AppContext, payload: Record<string, unknown>, job: JobRow) => Promise<void>;

/** The kinds of job one running app can run, filled by the modules when the app is built. */
export interface JobHandlers {
  register(kind: string, handler: JobHandler): void;
  handlerFor(kind: string): JobHandler | undefined;
}

/** One registry per app (in the AppContext): the poller of an app runs only what that app registered. */
export const createJobHandlers = (): JobHandlers => {
  const handlers = new Map<string, JobHandler>();
  return {
    register: (kind, handler) => {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`);
      handlers.set(kind, handler);
    },
    handlerFor: (kind) => handlers.get(kind),
  };
};
