import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { fetchOfficialDocument, newVerificationCode, OFFICIAL_DELIVERY, parisDay, type OfficialSources } from '@registre/documents';
import type { Clock, FileStorage, Metrics } from '../../platform';
import type { CompaniesService } from '../companies';
import { completeWithRecords } from './complete-with-records';
import { officialRequest, type UnresolvedOfficial } from './official-request';
import { OFFICIAL_TITLES } from './official-titles';
import { orderFileKey } from './order-file-key';
import type { OrderRow } from './orders-queries';

/** What an official delivery uses (fulfil-order.ts's dependencies hold it). */
export interface OfficialDeliveryDeps {
  pool: Pool;
  storage: FileStorage;
  clock: Clock;
  logger: Pick<Logger, 'info'>;
  documentData: { companies: CompaniesService };
  sources: OfficialSources;
  metrics: Pick<Metrics, 'orderFileReady'>;
}

/** The official source that delivers this kind, when it is configured: such an order is fetched, not rendered. */
export function officialProviderOf(kind: string, sources: OfficialSources): 'insee' | 'dila' | 'inpi' | null {
  const provider = OFFICIAL_DELIVERY[kind];
  return (provider === 'insee' || provider === 'dila' || provider === 'inpi') && sources.configured.has(provider) ? provider : null;
}

/**
 * Delivers an order from its official source (docs/providers.md): fetches the PDF through
 * `fetchOfficialDocument`, stores it unchanged, completes the order with it and records it on the
 * verification page as official (its source, the time we retrieved it, its SHA-256). Answers the
 * order's `error_code` when the order names nothing the source can be asked for; a source's refusal
 * or outage throws its `ProviderError` (fulfil-order.ts maps it).
 */
export async function deliverOfficial(
  deps: OfficialDeliveryDeps,
  order: OrderRow,
  provider: 'insee' | 'dila' | 'inpi',
): Promise<UnresolvedOfficial | null> {
  const siren = order.siren ?? order.subject;
  const request = await officialRequest(deps.documentData.companies, order.kind, siren, order.payload);
  if (typeof request === 'string') return request;
  const company = await deps.documentData.companies.getProfile(siren);
  const pdf = await fetchOfficialDocument(deps.sources, request);
  const retrievedAt = deps.clock.now();
  const key = orderFileKey(order, 'pdf');
  await deps.storage.put(key, pdf.bytes);
  const names = OFFICIAL_TITLES[order.kind] ?? { title: order.kind, stem: order.kind };
  const code = newVerificationCode();
  const fileName = `${names.stem}-${siren}-${parisDay(retrievedAt)}.pdf`;
  const completed = await completeWithRecords(
    deps.pool,
    order.id,
    { fileKey: key, fileName, contentType: pdf.contentType, byteSize: pdf.bytes.byteLength, wordFileKey: null, wordFileName: null, extraFiles: {}, verificationCode: code },
    [
      {
        code,
        kind: order.kind,
        format: 'pdf',
        siren: order.siren,
        subjectName: company.name,
        title: names.title,
        officialSource: { provider, retrievedAt },
        issuedAt: retrievedAt,
        sha256: createHash('sha256').update(pdf.bytes).digest('hex'),
        byteSize: pdf.bytes.byteLength,
      },
    ],
    retrievedAt,
  );
  if (completed) deps.metrics.orderFileReady(order.kind, (retrievedAt.getTime() - order.created_at.getTime()) / 1000);
  deps.logger.info({ order: order.id, kind: order.kind, provider, bytes: pdf.bytes.byteLength }, 'order delivered from its official source');
  return null;
}
