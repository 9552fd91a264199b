/**
 * The network a request comes from, as the sign-in limits and the API's request limits count it
 * (docs/sign-in-limits.md): an IPv4 address as it is (IPv4-mapped IPv6 such as ::ffff:203.0.113.7
 * counts as 203.0.113.7), an IPv6 address by its /64 prefix ("2001:db8:1:2::/64"). A home or
 * mobile connection gets a whole /64, so counting single IPv6 addresses would let one client walk
 * past every per-address limit. The address is the one Fastify resolved (TRUST_PROXY).
 */
import { normalizeIP } from '@fastify/rate-limit';

export const IPV6_NETWORK_BITS = 64;

/** Networks of the addresses seen lately: every request asks, mostly from the same few addresses. */
const recentNetworks = new Map<string, string>();
const RECENT_NETWORKS = 4_096;

export function clientNetwork(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  let network = recentNetworks.get(ip);
  if (network === undefined) {
    if (recentNetworks.size >= RECENT_NETWORKS) recentNetworks.clear();
    network = networkOf(ip);
    recentNetworks.set(ip, network);
  }
  return network;
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
