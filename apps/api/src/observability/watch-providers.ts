import { AppError } from '../http/app-error.ts';
import type { Providers } from '../providers/create-providers.ts';
import type { LogScope } from './log-scope.ts';
import type { Metrics, ProviderKind } from './metrics.ts';
import { safeError } from './safe-log.ts';

/**
 * Every call to an outside service that fails is logged (in the scope of the request or job that made
 * it, so the line carries its id) and counted, whoever catches the error afterwards: a failed stop
 * notice is swallowed on purpose, but an operator still sees it. A refusal the provider models as an
 * AppError (an expired WeChat code) is the user's, not the provider's, and is neither.
 */
const watch = <T extends object>(provider: ProviderKind, target: T, scope: LogScope, metrics: Metrics): T => {
  const failed = (operation: string, err: unknown) => {
    if (err instanceof AppError) return;
    metrics.providerError(provider, operation);
    scope.current().error({ provider, operation, err: safeError(err) }, 'provider call failed');
  };
  const call = (operation: string, invoke: () => unknown): unknown => {
    let result: unknown;
    try {
      result = invoke();
    } catch (err) {
      failed(operation, err);
      throw err;
    }
    if (!(result instanceof Promise)) return result;
    return result.catch((err: unknown) => {
      failed(operation, err);
      throw err;
    });
  };
  // Keyed by the function itself, so a member replaced later (a test's stand-in) is watched too.
  const wrapped = new WeakMap<object, (...args: unknown[]) => unknown>();
  // A proxy keeps the provider's type and members; only its functions are seen through `call`.
  return new Proxy(target, {
    get: (t, key, receiver) => {
      const value: unknown = Reflect.get(t, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      let fn = wrapped.get(value);
      if (!fn) {
        fn = (...args: unknown[]) => call(key, () => Reflect.apply(value, t, args));
        wrapped.set(value, fn);
      }
      return fn;
    },
  });
};

/** The providers an app uses, each wrapped by `watch`. The sandbox keeps its own handle (its cashier). */
export const watchProviders = (p: Providers, scope: LogScope, metrics: Metrics): Providers => ({
  ...p,
  sms: watch('sms', p.sms, scope, metrics),
  wechat: watch('wechat', p.wechat, scope, metrics),
  payments: watch('payments', p.payments, scope, metrics),
  storage: watch('storage', p.storage, scope, metrics),
  invoices: watch('invoices', p.invoices, scope, metrics),
  mail: watch('mail', p.mail, scope, metrics),
});
