import type { Order } from '@registre/domain';
import { EXTRA_FORMATS, type OrderRow } from './orders-queries';

export const orderDownloadPath = (id: string) => `/orders/${id}/download`;

/** An order as the API shows it to its owner. */
export function presentOrder(row: OrderRow): Order {
  const completed = row.state === 'completed';
  return {
    id: row.id,
    state: row.state,
    document_type: row.kind,
    error_code: row.error_code,
    siren: row.siren,
    subject: row.subject,
    is_trial_period: row.is_trial_period,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
    file_name: completed ? row.file_name : null,
    verification_code: completed ? row.verification_code : null,
    download_url: completed ? orderDownloadPath(row.id) : null,
    word_download_url: completed && row.word_file_key !== null ? `${orderDownloadPath(row.id)}/word` : null,
    other_downloads: completed ? EXTRA_FORMATS.filter((format) => row.extra_files[format]).map((format) => ({ format, url: `${orderDownloadPath(row.id)}/${format}` })) : [],
  };
}
