// autocannon runs whose rounds add up: each round's answers are counted and every latency kept, so
// alternating rounds against two servers give each one throughput figure and exact percentiles.
import autocannon from 'autocannon';

export const quantile = (sorted, q) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** A running total over rounds: `add(round)`, then `summary()`. */
export const tally = () => {
  const latencies = [];
  const t = { seconds: 0, requests: 0, non2xx: 0, errors: 0, timeouts: 0, mismatches: 0, rounds: 0 };
  return {
    latencies,
    add: (r) => {
      t.seconds += r.seconds;
      t.requests += r.requests;
      t.non2xx += r.non2xx;
      t.errors += r.errors;
      t.timeouts += r.timeouts;
      t.mismatches += r.mismatches;
      t.rounds++;
    },
    summary: () => {
      const sorted = Float64Array.from(latencies).sort();
      return {
        rps: t.requests / t.seconds,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        ...t,
      };
    },
  };
};

/** True for a success envelope: Sprout answers refusals with HTTP 200 too, so the status is not enough. */
const succeeded = (body) => body.startsWith('{"success":true');

/**
 * One autocannon round of `seconds` with `connections`, its answers' latencies pushed to `into`
 * (when given). Every answer must be a success envelope (else it counts as a mismatch).
 * Returns `{ seconds, requests, non2xx, errors, timeouts, mismatches }`.
 */
export const round = async ({ connections, seconds, into, ...opts }) => {
  const instance = autocannon({ connections, duration: seconds, verifyBody: succeeded, ...opts });
  if (into)
    instance.on('response', (_client, _status, _bytes, ms) => {
      into.push(ms);
    });
  const r = await instance;
  return {
    seconds: r.duration,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    mismatches: r.mismatches ?? 0,
  };
};
