import type { CompanyNameFields, SitemapKind } from '@registre/domain';
import { runUnbounded } from '@registre/db';
import type { Pool } from 'pg';

/** The cut of one kind's files around file n: the rows of files n-1, n and n+1 that exist. */
export interface FileCut {
  /** When the files of this size were cut. */
  computed_at: Date;
  /** Null when no file of the kind is near n (the LEFT JOIN found none). */
  file_number: number | null;
  last_key: string | null;
}

/** One file as the sitemap index lists it. */
export interface SitemapFileRow {
  kind: SitemapKind;
  file_number: number;
  /** W3C datetime (UTC) of the latest change of a row of the file when it was cut. */
  lastmod: string;
}

export interface SitemapFileSetRow {
  computed_at: Date;
  files: SitemapFileRow[];
}

/** A company as its sitemap entry needs it. */
export interface CompanyUrlRow extends CompanyNameFields {
  siren: string;
  /** W3C date (UTC) of the row's last change. */
  lastmod: string;
}

/** A person as its sitemap entry needs it. */
export interface DirectorUrlRow {
  id: string;
  slug: string | null;
  lastmod: string;
}

const W3C_DATE = `'YYYY-MM-DD'`;
const W3C_DATETIME = `'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'`;

const FILE_CUT_SQL = `
  SELECT s.computed_at, f.file_number, f.last_key
    FROM sitemap_file_sets s
    LEFT JOIN sitemap_files f ON f.per_file = s.per_file AND f.kind = $2 AND f.file_number BETWEEN $3::int - 1 AND $3::int + 1
   WHERE s.per_file = $1
   ORDER BY f.file_number`;

/** The rows of files n-1..n+1 of a kind, for files of `perFile` URLs; no row when this size was never cut. */
export async function readFileCut(pool: Pool, perFile: number, kind: SitemapKind, fileNumber: number): Promise<FileCut[]> {
  const result = await pool.query<FileCut>({ name: 'sitemaps-file-cut', text: FILE_CUT_SQL, values: [perFile, kind, fileNumber] });
  return result.rows;
}

const FILE_SET_SQL = `
  SELECT s.computed_at,
         coalesce(json_agg(json_build_object('kind', f.kind, 'file_number', f.file_number,
                                             'lastmod', to_char(f.lastmod AT TIME ZONE 'UTC', ${W3C_DATETIME}))
                           ORDER BY f.kind, f.file_number) FILTER (WHERE f.kind IS NOT NULL), '[]') AS files
    FROM sitemap_file_sets s
    LEFT JOIN sitemap_files f ON f.per_file = s.per_file
   WHERE s.per_file = $1
   GROUP BY s.computed_at`;

/** Every file of `perFile` URLs, kind by kind in order; null when this size was never cut. */
export async function readFileSet(pool: Pool, perFile: number): Promise<SitemapFileSetRow | null> {
  const result = await pool.query<SitemapFileSetRow>({ name: 'sitemaps-file-set', text: FILE_SET_SQL, values: [perFile] });
  return result.rows[0] ?? null;
}

/** Cuts the files of `perFile` URLs again (one ordered pass over companies and persons: seconds at full scale). */
export async function refreshSitemapFiles(pool: Pool, perFile: number): Promise<void> {
  await runUnbounded(pool, 'SELECT public.refresh_sitemap_files($1)', [perFile]);
}

/** Diffusible companies after `after` up to `through` (SIREN order): keyset batches over the primary key. */
const COMPANY_BATCH_SQL = `
  SELECT siren, diffusion_status, legal_category_code, denomination, usual_names, last_name, usage_name, first_names,
         to_char(updated_at AT TIME ZONE 'UTC', ${W3C_DATE}) AS lastmod
    FROM companies
   WHERE diffusion_status = 'O' AND siren > $1::bpchar AND siren <= $2::bpchar
   ORDER BY companies.siren
   LIMIT $3`;

export async function readCompanyBatch(pool: Pool, after: string, through: string, limit: number): Promise<CompanyUrlRow[]> {
  const result = await pool.query<CompanyUrlRow>({ name: 'sitemaps-company-batch', text: COMPANY_BATCH_SQL, values: [after, through, limit] });
  return result.rows;
}

/** Diffusible persons after `after` up to `through` (id order: `persons.id`, not the text column of the same name). */
const DIRECTOR_BATCH_SQL = `
  SELECT id::text AS id, slug, to_char(updated_at AT TIME ZONE 'UTC', ${W3C_DATE}) AS lastmod
    FROM persons
   WHERE diffusible AND id > $1::bigint AND id <= $2::bigint
   ORDER BY persons.id
   LIMIT $3`;

export async function readDirectorBatch(pool: Pool, after: string, through: string, limit: number): Promise<DirectorUrlRow[]> {
  const result = await pool.query<DirectorUrlRow>({ name: 'sitemaps-director-batch', text: DIRECTOR_BATCH_SQL, values: [after, through, limit] });
  return result.rows;
}
