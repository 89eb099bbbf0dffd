import { EVENT_INSERT, followed } from './followed';

/**
 * A data-modifying CTE step for a BODACC batch: each announcement the upsert inserted (`upserted`
 * returns inserted, siren, family, type_label, court, published_at) for a followed company. An
 * insolvency notice is a proceeding opened when the company had no open proceeding before this
 * batch (the statement sees the table as it was), else a proceeding that changed; any other
 * notice is a new announcement.
 */
export const BODACC_EVENTS_CTE = `
, recorded_events AS (
  ${EVENT_INSERT}
  SELECT u.siren,
         CASE WHEN u.family <> 'insolvency' THEN 'announcement_published'
              WHEN EXISTS (SELECT 1 FROM insolvency_proceedings p WHERE p.siren = u.siren AND p.closed_at IS NULL) THEN 'insolvency_changed'
              ELSE 'insolvency_opened' END,
         'bodacc', u.published_at, jsonb_build_object('label', concat_ws(' – ', u.type_label, u.court))
    FROM upserted u
   WHERE u.inserted AND u.siren IS NOT NULL AND ${followed('u.siren')})`;
