import { isIP } from 'node:net';

/**
 * Whose X-Forwarded-For the server believes: nobody (the default, so a client cannot pick the
 * address it is rate-limited under), the last N proxies in front of it, or proxies at these
 * addresses. The shape is what Fastify's `trustProxy` option takes.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's) understands for common private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY: unset, "false" or "0" = off; a number of proxy hops (1 = one proxy, e.g.
 * nginx on the same host); or a comma-separated list of addresses, CIDR ranges and range names.
 * Returns an error message instead when the value is not one of those.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === 'off' || text === '0') return false;
  if (text === 'true') {
    return {
      error:
        'TRUST_PROXY=true would believe X-Forwarded-For from any client; give the number of proxies in front of the server (e.g. 1) or their addresses',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: 'TRUST_PROXY: at most 10 proxy hops' };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined || entries.length === 0) {
    return {
      error: `TRUST_PROXY: "${bad ?? text}" is not a number of hops, an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`,
    };
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The setting as Fastify's `trustProxy` option types it (a hop count becomes its trust function). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
