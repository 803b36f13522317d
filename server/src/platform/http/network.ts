import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client's address belongs to, as per-client limits count it: an IPv4 address itself, and for IPv6
 * the /64 prefix, because one subscriber is usually handed a whole /64 and could otherwise rotate through it.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (a:b::1.2.3.4) takes two groups; it lies outside the first four anyway.
  const width = right.reduce((groups, part) => groups + (part.includes('.') ? 2 : 1), 0);
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - width).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
