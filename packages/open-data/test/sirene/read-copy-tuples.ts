import type { CopyValueKind } from '../../src/sirene/copy-text-row';

export type CopyValue = string | number | boolean | string[] | null;

const EPOCH = Date.UTC(2000, 0, 1);

/**
 * Reads binary COPY tuples back (what PostgreSQL would take from them), for the tests: text as strings, dates as
 * `YYYY-MM-DD`, timestamps as `YYYY-MM-DDTHH:MM:SS.ffffff`, integers, booleans, text[] as arrays.
 */
export function readCopyTuples(bytes: Uint8Array, kinds: readonly CopyValueKind[]): CopyValue[][] {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tuples: CopyValue[][] = [];
  let at = 0;
  const text = (length: number) => {
    const value = b.toString('utf8', at, at + length);
    at += length;
    return value;
  };
  while (at < b.length) {
    const count = b.readInt16BE(at);
    at += 2;
    if (count !== kinds.length) throw new Error(`a tuple of ${count} fields for ${kinds.length} kinds`);
    const tuple: CopyValue[] = [];
    for (const kind of kinds) {
      const length = b.readInt32BE(at);
      at += 4;
      if (length < 0) {
        tuple.push(null);
        continue;
      }
      const end = at + length;
      switch (kind) {
        case 'text':
          tuple.push(text(length));
          break;
        case 'boolean':
          tuple.push(b[at] === 1);
          break;
        case 'integer':
          tuple.push(b.readInt32BE(at));
          break;
        case 'date':
          tuple.push(new Date(EPOCH + b.readInt32BE(at) * 86_400_000).toISOString().slice(0, 10));
          break;
        case 'timestamp': {
          const micros = b.readBigInt64BE(at);
          const iso = new Date(EPOCH + Number(micros / 1000n)).toISOString().slice(0, 19);
          tuple.push(`${iso}.${String(micros % 1_000_000n).padStart(6, '0')}`);
          break;
        }
        case 'text[]': {
          const elements: string[] = [];
          const size = b.readInt32BE(at + 12);
          at += 20;
          for (let i = 0; i < size; i++) {
            const elementLength = b.readInt32BE(at);
            at += 4;
            elements.push(text(elementLength));
          }
          tuple.push(elements);
          break;
        }
      }
      at = end;
    }
    tuples.push(tuple);
  }
  return tuples;
}
