import type { FollowedCompany, FollowedList, FollowedListSummary } from '@registre/domain';
import type { ListCompanyRow, ListRow } from './lists-queries';

export function presentListSummary(row: ListRow): FollowedListSummary {
  return { id: row.id, name: row.name, is_default: row.is_default, companies_count: row.companies_count, created_at: row.created_at.toISOString() };
}

export function presentListCompany(row: ListCompanyRow): FollowedCompany {
  return {
    siren: row.siren,
    name: row.name ?? row.siren,
    administrative_status: row.administrative_status,
    city: row.city,
    naf_code: row.naf_code,
    added_at: row.added_at.toISOString(),
    last_event: row.last_event_kind && row.last_event_recorded_at
      ? { kind: row.last_event_kind, recorded_at: row.last_event_recorded_at.toISOString(), occurred_on: row.last_event_occurred_on }
      : null,
  };
}

export function presentList(list: ListRow, companies: readonly ListCompanyRow[]): FollowedList {
  return {
    ...presentListSummary(list),
    companies_count: companies.length,
    sirens: companies.map((company) => company.siren).sort(),
    companies: companies.map(presentListCompany),
  };
}
