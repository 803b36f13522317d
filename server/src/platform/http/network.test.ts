import { describe, expect, it } from 'vitest';
import { networkOf } from './network.ts';

describe('the network of a client address', () => {
  it('is the address itself for IPv4, also when written as IPv4-mapped IPv6', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 prefix for IPv6, however the address is written', () => {
    const network = '2001:db8:aa:1::/64';
    expect(networkOf('2001:db8:aa:1::1')).toBe(network);
    expect(networkOf('2001:0DB8:00aa:0001:ffff:1:2:3')).toBe(network);
    expect(networkOf('2001:db8:aa:1:9:8:7:6')).toBe(network);
    expect(networkOf('2001:db8:aa:2::1')).not.toBe(network);
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
