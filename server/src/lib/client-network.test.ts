import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.js';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64', () => {
    const a = clientNetwork('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe(a);
    expect(clientNetwork('2001:0db8:0001:0002:abcd::9')).toBe(a);
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('names a missing address', () => {
    expect(clientNetwork(undefined)).toBe('unknown');
    expect(clientNetwork('')).toBe('unknown');
  });
});
