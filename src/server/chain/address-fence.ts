import ipaddr from 'ipaddr.js';

/**
 * Which addresses a URL an admin typed may reach (RPC URLs, explorer APIs, monitor webhooks).
 * Only what ipaddr.js's maintained range table calls 'unicast' is public: loopback, private,
 * link-local, shared (CGNAT), documentation, benchmarking, multicast, reserved, site-local,
 * discard, Teredo, ORCHID and the rest are not. An IPv6 address that carries an IPv4 one is judged
 * by that IPv4 address, since the network delivers it there: IPv4-compatible (::/96, which
 * ipaddr.js does not flag), IPv4-mapped (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96),
 * NAT64 (64:ff9b::/96, 64:ff9b:1::/48) and 6to4 (2002::/16).
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv4') return isPublicIPv4(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded) return embedded.every(isPublicIPv4);
  return v6.range() === 'unicast';
}

/** The opposite of isPublicAddress: what no admin-entered URL may reach by default. */
export function isPrivateAddress(address: string): boolean {
  return !isPublicAddress(address);
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

const cidr = (text: string) => ipaddr.IPv6.parseCIDR(text);
const IPV4_COMPATIBLE = cidr('::/96');
const IPV4_MAPPED = cidr('::ffff:0:0/96');
const IPV4_TRANSLATED = cidr('::ffff:0:0:0/96');
const NAT64_WELL_KNOWN = cidr('64:ff9b::/96');
const NAT64_LOCAL = cidr('64:ff9b:1::/48');
const SIX_TO_FOUR = cidr('2002::/16');

/**
 * The byte offsets of the IPv4 address inside an RFC 6052 address, per prefix length that fits in
 * 64:ff9b:1::/48 (bits 64-71 are the reserved u octet, skipped).
 */
const RFC6052_LAYOUTS = [
  [6, 7, 9, 10], // /48
  [7, 9, 10, 11], // /56
  [9, 10, 11, 12], // /64
  [12, 13, 14, 15], // /96
];

/**
 * Every IPv4 address the IPv6 one may stand for, or null when it carries none. The local-use
 * NAT64 prefix does not say its length, so each layout it could use is judged and all must be public.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const bytes = address.toByteArray();
  const at = (offsets: number[]) => new ipaddr.IPv4(offsets.map((i) => bytes[i]!));
  const last = [12, 13, 14, 15];
  if (
    address.match(IPV4_COMPATIBLE) ||
    address.match(IPV4_MAPPED) ||
    address.match(IPV4_TRANSLATED) ||
    address.match(NAT64_WELL_KNOWN)
  ) {
    return [at(last)];
  }
  if (address.match(NAT64_LOCAL)) return RFC6052_LAYOUTS.map(at);
  if (address.match(SIX_TO_FOUR)) return [at([2, 3, 4, 5])];
  return null;
}
