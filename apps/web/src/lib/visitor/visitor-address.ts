import { isIP } from 'node:net';

/** An address or CIDR range of TRUST_PROXY (`10.0.0.0/8`, `::1`), as the API reads the same variable. */
interface Range {
  bytes: Buffer;
  bits: number;
}

function addressBytes(address: string): Buffer | null {
  const family = isIP(address);
  if (family === 4) return Buffer.from(address.split('.').map(Number));
  if (family !== 6) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return addressBytes(mapped[1]);
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = groups(tail);
  const words = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  const bytes = Buffer.alloc(16);
  words.forEach((word, index) => bytes.writeUInt16BE(parseInt(word, 16), index * 2));
  return bytes;
}

export function parseTrustedProxies(value: string | undefined): Range[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .flatMap((entry) => {
      const [address = '', bits] = entry.split('/');
      const bytes = addressBytes(address);
      if (bytes === null) return [];
      return [{ bytes, bits: bits === undefined ? bytes.length * 8 : Number(bits) }];
    });
}

function inRange(bytes: Buffer, range: Range): boolean {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.bits; bit++) {
    const mask = 0x80 >> bit % 8;
    if ((bytes[bit >> 3]! & mask) !== (range.bytes[bit >> 3]! & mask)) return false;
  }
  return true;
}

/**
 * The visitor's address from the X-Forwarded-For the site's server received: read from the right
 * (the entry the nearest proxy wrote, or the peer's own address that Next.js adds when the request
 * came without one), skipping the configured proxies (TRUST_PROXY). Null when none is an address.
 * Entries further left were written by the client and are never believed.
 */
export function visitorAddress(forwardedFor: string | null, trusted: Range[]): string | null {
  const hops = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    const bytes = addressBytes(hop);
    if (bytes === null) return null;
    if (!trusted.some((range) => inRange(bytes, range))) return hop;
  }
  return null;
}
