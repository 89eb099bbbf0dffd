import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root, whatever the current directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
