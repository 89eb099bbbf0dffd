import { EVENT_INSERT, followedInBatch } from './followed';

/** "75001 Paris" of an establishment, or "établissement 00015" (its NIC) when it is not known. */
const place = (siren: string, nic: string) =>
  `coalesce((SELECT nullif(concat_ws(' ', e.postcode, e.city), '') FROM establishments e WHERE e.siren = ${siren} AND e.nic = ${nic}), 'établissement ' || ${nic})`;
const label = (table: string, code: string) => `coalesce((SELECT x.label FROM ${table} x WHERE x.code = ${code} LIMIT 1), ${code})`;

/**
 * Events of a Sirene legal-units batch, run just before the staging's UPDATE (staging-upsert.ts)
 * reads the same rows: for each followed company whose staged row is as new as the stored one,
 * one event per change of status, name, head office, activity code or legal form. Names of
 * natural persons are not compared (personal data): only `denomination` of diffusible units.
 * Meant to run with hash joins enabled (the followed filter hashes the batch's followed companies,
 * `followedInBatch`); the stored rows are read through the primary key whatever the settings
 * (a LATERAL subquery with LIMIT is never hashed).
 */
export function sireneUnitEventsSql(staging: string): string {
  return `${EVENT_INSERT}
SELECT t.siren, ev.kind, 'sirene', ev.occurred_on, ev.details
  -- The followed rows first (OFFSET 0 keeps the planner from joining every staged row to companies before filtering).
  FROM (SELECT * FROM ${staging} s WHERE ${followedInBatch('s.siren', staging)} OFFSET 0) s
 CROSS JOIN LATERAL (SELECT * FROM companies c WHERE c.siren = s.siren LIMIT 1) t
 CROSS JOIN LATERAL (VALUES
   (CASE WHEN t.administrative_status = 'A' AND s.administrative_status = 'C' THEN 'closed'
         WHEN t.administrative_status = 'C' AND s.administrative_status = 'A' THEN 'reopened' END,
    CASE WHEN s.administrative_status = 'C' THEN s.closure_date END, '{}'::jsonb),
   (CASE WHEN NOT s.purged AND s.diffusion_status = 'O' AND t.denomination IS NOT NULL AND s.denomination IS NOT NULL
              AND t.denomination IS DISTINCT FROM s.denomination THEN 'renamed' END,
    NULL::date, jsonb_build_object('before', t.denomination, 'after', s.denomination)),
   (CASE WHEN NOT s.purged AND t.head_office_nic IS NOT NULL AND s.head_office_nic IS NOT NULL
              AND t.head_office_nic IS DISTINCT FROM s.head_office_nic THEN 'head_office_moved' END,
    NULL::date, jsonb_build_object('before', ${place('t.siren', 't.head_office_nic')}, 'after', ${place('s.siren', 's.head_office_nic')})),
   (CASE WHEN NOT s.purged AND t.naf_code IS NOT NULL AND s.naf_code IS NOT NULL AND t.naf_code IS DISTINCT FROM s.naf_code THEN 'activity_changed' END,
    NULL::date, jsonb_build_object('before', ${label('naf_codes', 't.naf_code')}, 'after', ${label('naf_codes', 's.naf_code')})),
   (CASE WHEN NOT s.purged AND t.legal_category_code IS NOT NULL AND s.legal_category_code IS NOT NULL
              AND t.legal_category_code IS DISTINCT FROM s.legal_category_code THEN 'legal_form_changed' END,
    NULL::date, jsonb_build_object('before', ${label('legal_categories', 't.legal_category_code')}, 'after', ${label('legal_categories', 's.legal_category_code')}))
 ) AS ev (kind, occurred_on, details)
 WHERE ev.kind IS NOT NULL
   -- On s and t only, so tested at their join: the values above (and their look-ups) are computed for changed rows only.
   AND (t.administrative_status, t.denomination, t.head_office_nic, t.naf_code, t.legal_category_code)
       IS DISTINCT FROM (s.administrative_status, s.denomination, s.head_office_nic, s.naf_code, s.legal_category_code)
   AND (t.last_processed_at IS NULL OR s.last_processed_at IS NULL OR s.last_processed_at >= t.last_processed_at)`;
}
