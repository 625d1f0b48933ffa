import { isIP } from 'node:net';

/** What Fastify's trustProxy takes from us: nobody, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

/** The named ranges proxy-addr (Fastify's resolver) understands. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: `false` (the default: the socket's address is the client's), a hop count (`1`: trust
 * whatever connects, for a server only a proxy can reach), or a comma-separated list of the proxies'
 * addresses and CIDR ranges. `true` (trust every hop, so anyone can write their own address into
 * X-Forwarded-For and walk past the per-address limits) is refused. Returns the value or why not.
 */
export const parseTrustProxy = (text: string): TrustProxy | string => {
  const value = text.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true')
    return 'TRUST_PROXY=true would believe any X-Forwarded-For; give the proxy addresses (e.g. 127.0.0.1 or 10.0.0.0/8) or a hop count';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : 'TRUST_PROXY hop count must be 1 to 10';
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  return bad.length === 0
    ? entries
    : `TRUST_PROXY: not an IP address, CIDR range or loopback/linklocal/uniquelocal: ${bad.join(', ')}`;
};
