import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF guard of webhooks: a delivery goes only to a public address. Loopback, private,
 * link-local, shared (CGNAT), multicast, documentation and reserved ranges are refused, for the
 * URL's literal address and for every address its name resolves to; the delivery then connects to
 * the address that was checked (no second resolution an attacker's DNS could answer differently).
 * `allowPrivate` is the explicit test-only allowance (WEBHOOK_ALLOW_PRIVATE_ADDRESSES, APP_ENV=test).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit words of a valid IPv6 address (a trailing dotted IPv4 part included), or null. */
function ipv6Words(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const groups = halves.length === 2 ? [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail] : head;
  if (groups.length !== 8) return null;
  const words = groups.map((group) => Number.parseInt(group, 16));
  return words.every((word) => Number.isInteger(word) && word >= 0 && word <= 0xffff) ? words : null;
}

const zero = (words: number[]) => words.every((word) => word === 0);
const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address carries, in every form that reaches it: IPv4-mapped
 * (`::ffff:a.b.c.d`, also written `::ffff:7f00:1`), IPv4-compatible (`::a.b.c.d`), IPv4-translated
 * (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::a.b.c.d`) and 6to4 (`2002:AABB:CCDD::/48`). Null otherwise.
 */
export function embeddedIpv4(address: string): string | null {
  const words = ipv6Words(address);
  if (!words) return null;
  const [w0, w1, w2, w3, w4, w5, w6, w7] = words as [number, number, number, number, number, number, number, number];
  if (zero([w0, w1, w2, w3, w4]) && w5 === 0xffff) return ipv4Of(w6, w7);
  if (zero([w0, w1, w2, w3, w4, w5])) return ipv4Of(w6, w7);
  if (zero([w0, w1, w2, w3]) && w4 === 0xffff && w5 === 0) return ipv4Of(w6, w7);
  if (w0 === 0x64 && w1 === 0xff9b && zero([w2, w3, w4, w5])) return ipv4Of(w6, w7);
  if (w0 === 0x2002) return ipv4Of(w1, w2);
  return null;
}

/**
 * True for an address on the public Internet. An IPv6 address carrying an IPv4 one (mapped,
 * compatible, translated, NAT64, 6to4) is refused when that IPv4 address is not public, and the
 * IPv6 ranges are checked as well.
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !blocked.check(address, 'ipv4');
  if (version !== 6) return false;
  const carried = embeddedIpv4(address);
  if (carried !== null && blocked.check(carried, 'ipv4')) return false;
  return !blocked.check(address, 'ipv6');
}

export type WebhookUrlProblem = 'invalid' | 'not-public';

/** Checks a webhook URL's form: HTTPS (HTTP only with the test allowance), no credentials, a literal address only if public. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'invalid';
  if (url.username !== '' || url.password !== '' || url.hostname === '') return 'invalid';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return allowPrivate || isPublicAddress(host) ? null : 'not-public';
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.'))) return 'not-public';
  return null;
}

export class WebhookAddressError extends Error {
  constructor(readonly problem: WebhookUrlProblem, detail: string) {
    super(`webhook address refused (${problem}): ${detail}`);
  }
}

/** The address to connect to for a webhook URL: every resolved address must be public, the first one is used. */
export async function resolveWebhookAddress(url: URL, allowPrivate: boolean): Promise<{ address: string; family: 4 | 6 }> {
  const problem = webhookUrlProblem(url.toString(), allowPrivate);
  if (problem) throw new WebhookAddressError(problem, url.hostname);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const addresses = literal !== 0 ? [{ address: host, family: literal }] : await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new WebhookAddressError('invalid', `${host} does not resolve`);
  const refused = addresses.find((entry) => !allowPrivate && !isPublicAddress(entry.address));
  if (refused) throw new WebhookAddressError('not-public', `${host} resolves to ${refused.address}`);
  const first = addresses[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
