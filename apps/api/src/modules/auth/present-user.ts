import type { CurrentUser } from '@registre/domain';
import type { UserRow } from './users-queries';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The `GET /api/me` shape of a user row (id as a string, ISO 8601 instants). */
export function presentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email ?? '',
    email_verified_at: iso(row.email_verified_at),
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    created_at: row.created_at.toISOString(),
    onboarding: {
      company_name: row.onboarding_company_name,
      siren: row.onboarding_siren,
      phone: row.onboarding_phone,
      job: row.onboarding_job,
      heard_about: row.onboarding_heard_about,
      completed_at: iso(row.onboarding_completed_at),
    },
  };
}
