import { EVENT_INSERT, followed } from './followed';

/**
 * Capital changes of an RNE batch, run just before its company upsert (write-rne-batch.ts): the new
 * value is the one the upsert writes (`rne` rule: a present RNE value wins).
 */
export const RNE_CAPITAL_EVENTS = `${EVENT_INSERT}
SELECT s.siren, 'capital_changed', 'rne', NULL::date,
       jsonb_build_object('before', c.share_capital_cents::text, 'after', s.share_capital_cents::text, 'currency', coalesce(s.capital_currency, c.capital_currency))
  FROM rne_company_stage s
  JOIN companies c ON c.siren = s.siren
 WHERE s.share_capital_cents IS NOT NULL AND c.share_capital_cents IS NOT NULL
   AND s.share_capital_cents <> c.share_capital_cents
   AND ${followed('s.siren')}`;

/** A director as the history shows them: a company's name, or a diffusible person's names; the role after. */
const directorLabel = (person: string, role: string) => `concat_ws(' – ',
  (SELECT CASE WHEN p.denomination IS NOT NULL THEN p.denomination
               WHEN p.diffusible THEN nullif(concat_ws(' ', p.first_names, coalesce(p.usage_name, p.last_name)), '')
               ELSE '[ND]' END
     FROM persons p WHERE p.id = ${person}), ${role})`;

type MandateEventKind = 'director_appointed' | 'director_left';

/** The insert of `kind` for the mandates of followed companies that `source` returns (siren, person_id, role_label, date). */
const mandateEventsInsert = (source: string, kind: MandateEventKind, date: string) => `${EVENT_INSERT}
  SELECT x.siren, '${kind}', 'rne', x.${date}, jsonb_build_object('label', ${directorLabel('x.person_id', 'x.role_label')})
    FROM ${source} x WHERE ${followed('x.siren')}`;

/** A data-modifying CTE step recording `kind` for the mandates `source` returns (siren, person_id, role_label, date). */
export const mandateEventsCte = (source: string, kind: MandateEventKind, date: string) => `
, ${kind}_events AS (
  ${mandateEventsInsert(source, kind, date)})`;

/**
 * The appointments of a first load (rne-first-load.ts), run once its keys are back: the mandates table was empty
 * when it began, so each current mandate of a followed company is one the load inserted, as the staging path's
 * INSERT_NEW_MANDATES records them. Driven by the followed set, through the index of mandates on SIREN.
 */
export const FIRST_LOAD_APPOINTMENTS = mandateEventsInsert(
  `(SELECT m.siren, m.person_id, m.role_label, m.start_date
      FROM (SELECT DISTINCT siren FROM followed_companies) f
      CROSS JOIN LATERAL (SELECT * FROM mandates WHERE siren = f.siren AND is_current OFFSET 0) m)`,
  'director_appointed',
  'start_date',
);
