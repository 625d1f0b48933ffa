import pg from 'pg';
import { assertChannel, type FanoutProvider, type FanoutSubscriber } from './fanout-provider.ts';

export interface PostgresFanoutOptions {
  connectionString: string;
  /** Where a lost connection is reported (it is reopened with a growing delay). */
  onError?: (err: Error) => void;
}

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection per process listens on every subscribed channel
 * and also publishes (pg_notify), so no other service is needed when several API processes share a
 * PostgreSQL database. A notification reaches the listeners once it is sent (after the publisher's
 * commit, since publishers call this after their transaction). When the connection drops, messages
 * in between are lost: subscribers are told to resync, and the connection is reopened.
 */
export const createPostgresFanout = async (options: PostgresFanoutOptions): Promise<FanoutProvider> => {
  const channels = new Map<string, Set<FanoutSubscriber>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;

  const listen = async (c: pg.Client, channel: string) => {
    // A channel name is an identifier, checked by assertChannel: it cannot carry quotes.
    await c.query(`listen ${channel}`);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: options.connectionString });
    c.on('notification', (n) => {
      for (const s of channels.get(n.channel) ?? []) s.onMessage(n.payload ?? '');
    });
    c.on('error', (err) => options.onError?.(err));
    c.on('end', () => {
      if (client !== c || closed) return;
      client = null;
      for (const set of channels.values()) for (const s of set) s.onResync();
      setTimeout(reconnect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    });
    await c.connect();
    for (const channel of channels.keys()) await listen(c, channel);
    client = c;
    retryMs = 250;
  };

  const reconnect = () => {
    if (closed) return;
    connect().catch((err: unknown) => {
      options.onError?.(err instanceof Error ? err : new Error(String(err)));
      setTimeout(reconnect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    });
  };

  await connect();
  return {
    name: 'postgres',
    publish: async (channel, message) => {
      assertChannel(channel);
      if (!client) throw new Error('fan-out connection is down');
      await client.query('select pg_notify($1, $2)', [channel, message]);
    },
    subscribe: async (channel, subscriber) => {
      assertChannel(channel);
      const set = channels.get(channel);
      if (set) {
        set.add(subscriber);
        return;
      }
      channels.set(channel, new Set([subscriber]));
      if (client) await listen(client, channel);
    },
    close: async () => {
      closed = true;
      const c = client;
      client = null;
      await c?.end();
    },
  };
};
