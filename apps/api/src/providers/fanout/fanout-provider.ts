/**
 * Messages to every API process at once (the realtime fan-out of docs/ARCHITECTURE.md): a session
 * revoked in one process must stop working in all of them. In memory for one process (SQLite's case);
 * PostgreSQL LISTEN/NOTIFY when several processes share a PostgreSQL database; Redis pub/sub with REDIS_URL
 * (the chat's messages between processes, issue 14).
 */
export interface FanoutSubscriber {
  onMessage(message: string): void;
  /**
   * Messages may have been missed (the connection to the broker dropped and came back): a subscriber
   * that keeps derived state throws it away.
   */
  onResync(): void;
}

export interface FanoutProvider {
  readonly name: 'memory' | 'postgres' | 'redis';
  /** Delivers to every subscriber of the channel in every process, this one included. */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, subscriber: FanoutSubscriber): Promise<void>;
  close(): Promise<void>;
}

/** Channel names are identifiers in PostgreSQL: lower case letters, digits and underscores. */
export const assertChannel = (channel: string): void => {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad fan-out channel name ${channel}`);
};
