import { fileURLToPath } from 'node:url';

/** A real-format public sample kept in test/fixtures/real-samples (provenance in its README). */
export function realSample(name: string): string {
  return fileURLToPath(new URL(`./fixtures/real-samples/${name}`, import.meta.url));
}
