import type { Redis as RedisClient } from 'ioredis';
import { assertChannel, type FanoutProvider, type FanoutSubscriber } from './fanout-provider.ts';

export interface RedisFanoutOptions {
  url: string;
  /** Where a lost connection is reported (ioredis reconnects by itself). */
  onError?: (err: Error) => void;
}

/**
 * Redis pub/sub (REDIS_URL): one connection publishes, one subscribes (a subscribed Redis connection
 * can do nothing else). ioredis reconnects with a growing delay and subscribes again; messages
 * published while the subscriber was away are lost, so every subscriber is told to resync when it is
 * back (the chat closes its sockets and their clients catch up by sequence number).
 */
/** Starting without the broker would lose messages silently: refuse to start instead. */
const ready = (c: RedisClient) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Redis fan-out: no connection within 10 s')), 10_000);
    c.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export const createRedisFanout = async (options: RedisFanoutOptions): Promise<FanoutProvider> => {
  const { Redis } = await import('ioredis');
  const channels = new Map<string, Set<FanoutSubscriber>>();
  const settings = {
    // Fail a publish at once while Redis is away instead of queueing it for later.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times: number) => Math.min(100 * 2 ** times, 5_000),
  };
  const publisher: RedisClient = new Redis(options.url, settings);
  // Subscribing again is ours (below): ioredis's own leaves its promise unhandled when the connection
  // drops again before Redis answers, which would end the process.
  const subscriber: RedisClient = new Redis(options.url, {
    ...settings,
    enableOfflineQueue: true,
    autoResubscribe: false,
  });
  let closed = false;
  let wasReady = false;
  for (const c of [publisher, subscriber])
    c.on('error', (err: Error) => {
      if (!closed) options.onError?.(err);
    });
  subscriber.on('message', (channel: string, message: string) => {
    for (const s of channels.get(channel) ?? []) s.onMessage(message);
  });
  const resubscribe = async () => {
    if (channels.size > 0) await subscriber.subscribe(...channels.keys());
    // What was published while the subscription was down is gone.
    for (const set of channels.values()) for (const s of set) s.onResync();
  };
  subscriber.on('ready', () => {
    if (wasReady)
      resubscribe().catch((err: unknown) => {
        // The connection dropped again: the next 'ready' subscribes again.
        if (!closed) options.onError?.(err instanceof Error ? err : new Error(String(err)));
      });
    wasReady = true;
  });
  try {
    await Promise.all([ready(publisher), ready(subscriber)]);
  } catch (err) {
    closed = true;
    publisher.disconnect();
    subscriber.disconnect();
    throw err;
  }
  return {
    name: 'redis',
    publish: async (channel, message) => {
      assertChannel(channel);
      await publisher.publish(channel, message);
    },
    subscribe: async (channel, s) => {
      assertChannel(channel);
      const set = channels.get(channel);
      if (set) {
        set.add(s);
        return;
      }
      channels.set(channel, new Set([s]));
      await subscriber.subscribe(channel);
    },
    close: async () => {
      closed = true;
      channels.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
};
