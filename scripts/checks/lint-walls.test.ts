import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The walls of docs/architecture.md hold because `npm run lint` fails when one is crossed: each case
 * lints one line, as if written in the named file, and expects the wall's message.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('architecture walls in lint', () => {
  it.each([
    ['a module reaching into another module', 'apps/api/src/modules/billing/x.ts', "import { placeOrder } from '../orders/place-order';", 'through its face'],
    ['the same from a module sub-folder', 'apps/api/src/modules/billing/providers/x.ts', "import { placeOrder } from '../../orders/place-order';", 'through its face'],
    ['the same two folders down', 'apps/api/src/modules/billing/providers/stripe/x.ts', "import { placeOrder } from '../../../orders/place-order';", 'through its face'],
    ['the module list reaching past a face', 'apps/api/src/modules/module-list.ts', "import { placeOrder } from './orders/place-order';", 'through its face'],
    ['a module importing the worker', 'apps/api/src/modules/orders/x.ts', "import { startWorker } from '../../worker/start-worker';", 'never imports the worker'],
    ['the platform importing a module', 'apps/api/src/platform/x.ts', "import { ordersModule } from '../modules/orders';", 'never imports a module'],
    ['documents reaching the database', 'packages/documents/src/x.ts', "import { createPool } from '@registre/db';", 'renders what it is given'],
    ['the site importing the API', 'apps/web/src/lib/x.ts', "import { buildApp } from '@registre/api';", 'over HTTP'],
    ['the site importing the renderers', 'apps/web/src/lib/x.ts', "import { renderDocument } from '@registre/documents';", 'over HTTP'],
    ['the site reaching the database', 'apps/web/src/lib/x.ts', "import { Pool } from 'pg';", 'never the database'],
  ])('refuses %s', async (_case, file, code, wall) => {
    const messages = await messagesFor(file, `${code}\nexport const used = [];\n`);
    expect(messages.join('\n')).toContain(wall);
  }, 60_000);

  it('lets a module use another through its face', async () => {
    expect(await messagesFor('apps/api/src/modules/billing/providers/x.ts', "import { ordersModule } from '../../orders';\nexport const used = [ordersModule];\n")).toEqual([]);
  }, 60_000);
});
