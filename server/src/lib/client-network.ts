/**
 * The network a request comes from, as the sign-in limits and the API's request limits count it
 * (docs/sign-in-limits.md): an IPv4 address as it is (IPv4-mapped IPv6 such as ::ffff:203.0.113.7
 * counts as 203.0.113.7), an IPv6 address by its /64 prefix ("2001:db8:1:2::/64"). A home or
 * mobile connection gets a whole /64, so counting single IPv6 addresses would let one client walk
 * past every per-address limit. The address is the one Fastify resolved (TRUST_PROXY).
 */
import { normalizeIP } from '@fastify/rate-limit';
import { boundedMemo } from './bounded-memo.js';

export const IPV6_NETWORK_BITS = 64;

/** Networks of the addresses seen lately: every request asks, mostly from the same few addresses. */
const networkOfSeen = boundedMemo(networkOf);

export function clientNetwork(ip: string | null | undefined): string {
  return ip ? networkOfSeen(ip) : 'unknown';
}

function networkOf(ip: string): string {
  let normal: string;
  try {
    normal = normalizeIP(ip, IPV6_NETWORK_BITS);
  } catch {
    // Not an address Fastify would produce; count it as given.
    return ip.toLowerCase();
  }
  return normal.includes(':') ? `${normal}/${IPV6_NETWORK_BITS}` : normal;
}
