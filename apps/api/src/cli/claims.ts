/**
 * `npm run claims -- <command>`: review the company claims proved by a document.
 *
 *   list [--all]                         claims waiting for review (--all: every claim, latest 500)
 *   show <id> [--save-document <file>]   one claim, its claimant and its audit (and a copy of its document)
 *   approve <id> --by <name>             accept the claim; the claimant is mailed
 *   reject <id> --by <name> --reason <text>   refuse it with a reason; the claimant is mailed
 *   revoke <id> --by <name> --reason <text>   end an approved claim (a contest upheld); the claimant is mailed
 *
 * Mails go through the mail queue (the worker sends them), and so does the call telling the site
 * that the company's cached page changed. The database is DATABASE_URL, or the
 * embedded one in .data/postgres (stop `npm start` first).
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPool, migrate, resolveDatabase } from '@registre/db';
import { CLAIM_STATUSES, type ClaimStatus } from '@registre/domain';
import { loadConfig } from '../config/load-config';
import { HttpError } from '../errors/http-errors';
import { claimDependencies, claimsReview } from '../modules/company-claims';
import { siteRevalidationQueue } from '../modules/site-revalidation';
import { createPlatform } from '../platform';

const USAGE = 'usage: npm run claims -- list [--all] | show <id> [--save-document <file>] | approve <id> --by <name> | reject|revoke <id> --by <name> --reason <text>';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { all: { type: 'boolean' }, by: { type: 'string' }, reason: { type: 'string' }, 'save-document': { type: 'string' } },
  });
  const [command, id] = positionals;
  if (!['list', 'show', 'approve', 'reject', 'revoke'].includes(command ?? '') || (command !== 'list' && !UUID.test(id ?? ''))) {
    console.error(USAGE);
    return 2;
  }
  if (command !== 'list' && command !== 'show' && !values.by?.trim()) {
    console.error(`Say who decides with --by <name> (kept in the audit).\n${USAGE}`);
    return 2;
  }
  if ((command === 'reject' || command === 'revoke') && !values.reason?.trim()) {
    console.error(`A rejection carries a reason (--reason), mailed to the claimant.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await resolveDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, 'postgres'), port: config.EMBEDDED_PG_PORT });
  const pool = createPool(database.url);
  try {
    await migrate(pool);
    // A decision tells the site that the company's cached page changed (through the worker): its queue is defined here.
    const platform = await createPlatform(config, { pool, queues: [siteRevalidationQueue(config)] });
    try {
      const review = claimsReview(claimDependencies(platform));
      return await run(review, command as string, id ?? '', values);
    } finally {
      await platform.close();
    }
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(`refused: ${error.messageKey}`);
      return 1;
    }
    throw error;
  } finally {
    await pool.end();
    await database.stop();
  }
}

async function run(review: ReturnType<typeof claimsReview>, command: string, id: string, values: { all?: boolean; by?: string; reason?: string; 'save-document'?: string }): Promise<number> {
  if (command === 'list') {
    const statuses: readonly ClaimStatus[] = values.all ? CLAIM_STATUSES : ['review-pending'];
    const claims = await review.list(statuses);
    if (claims.length === 0) console.log(values.all ? 'No claim.' : 'No claim waits for review.');
    for (const claim of claims) {
      console.log([claim.id, claim.status.padEnd(14), claim.siren, claim.method.padEnd(8), claim.created_at.toISOString(), claim.company_name ?? '[ND]'].join('  '));
    }
    return 0;
  }
  if (command === 'show') {
    const { claim, audit, claimant } = await review.show(id);
    console.log(`claim        ${claim.id}`);
    console.log(`company      ${claim.siren} ${claim.company_name ?? '[ND]'}`);
    console.log(`status       ${claim.status} (${claim.method})`);
    console.log(`claimant     ${claimant ? `${claimant.firstName ?? ''} ${claimant.lastName ?? ''} <${claimant.email ?? 'no address'}>` : 'account deleted'}`);
    if (claim.representative_name) console.log(`matches      ${claim.representative_name} (current legal representative in the register)`);
    if (claim.proof_email) console.log(`proof e-mail ${claim.proof_email}`);
    if (claim.document_type) console.log(`document     ${claim.document_type}`);
    if (claim.hide_home_address_requested_at) console.log(`home address hiding requested ${claim.hide_home_address_requested_at.toISOString()}`);
    if (claim.decided_at) console.log(`decided      ${claim.decided_at.toISOString()} by ${claim.decided_by ?? '?'}${claim.decision_reason ? ` — ${claim.decision_reason}` : ''}`);
    console.log('audit:');
    for (const entry of audit) console.log(`  ${entry.at.toISOString()}  ${entry.actor}  ${entry.action}  ${entry.ip ?? '-'}  ${JSON.stringify(entry.details)}`);
    const target = values['save-document'];
    if (target) {
      const document = await review.document(id);
      if (document === null) {
        console.error('This claim has no document.');
        return 1;
      }
      await writeFile(target, document.content, { flag: 'wx' });
      console.log(`document saved to ${target} (${document.type}, ${document.content.byteLength} bytes)`);
    }
    return 0;
  }
  const by = (values.by ?? '').trim();
  const reason = (values.reason ?? '').trim();
  const claim = command === 'approve' ? await review.approve(id, by) : command === 'revoke' ? await review.revoke(id, by, reason) : await review.reject(id, by, reason);
  console.log(`${claim.id}: ${claim.status}; the claimant is mailed.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
