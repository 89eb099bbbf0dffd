import { EVENT_INSERT, followed } from './followed';

/** A data-modifying CTE step: new annual accounts (`upserted` returns inserted, siren, fiscal_year_end) of followed companies. */
export const ACCOUNTS_EVENTS_CTE = `
, recorded_events AS (
  ${EVENT_INSERT}
  SELECT u.siren, 'accounts_filed', 'accounts', u.fiscal_year_end,
         jsonb_build_object('label', 'Exercice clos le ' || to_char(u.fiscal_year_end, 'DD/MM/YYYY'))
    FROM upserted u
   WHERE u.inserted AND ${followed('u.siren')})`;
