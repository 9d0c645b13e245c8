import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone dropped, an IPv4 tail folded in), or null. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, '');
  if (!net.isIPv6(bare)) return null;
  let text = bare.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
  return groups.length === 8 ? groups : null;
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 — the
 * network one home connection or one server is given, inside which a client may take any of
 * 2^64 addresses. An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) counts as the IPv4.
 */
export function addressKey(address: string): string {
  if (net.isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  }
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * The network an address belongs to, for counting sign-ups: an IPv4 address by its /24 (one
 * provider's block, a NAT pool, a rented server's neighbours), an IPv6 address by its /64.
 */
export function networkKey(address: string): string {
  const key = addressKey(address);
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(key);
  return v4 ? `${v4[1]}.${v4[2]}.${v4[3]}.0/24` : key;
}
