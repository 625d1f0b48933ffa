// Types of autocannon-load.mjs for the TypeScript tests that import it.

export interface LoadReport {
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Request errors by code (ECONNREFUSED, ECONNRESET, ...). */
  errors: Record<string, number>;
  /** Resets after the server had answered `Connection: close` on that connection (autocannon's doing). */
  resetsAfterAnnouncedClose: number;
  /** Resets on a connection the server had not announced closing. */
  resetsUnannounced: number;
}

export declare const runLoad: (options: {
  url: string;
  paths: string[];
  connections: number;
  seconds: number;
}) => Promise<LoadReport>;
