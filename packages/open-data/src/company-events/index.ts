export { followed } from './followed';
export { sireneUnitEventsSql } from './sirene-unit-events';
export { FIRST_LOAD_APPOINTMENTS, RNE_CAPITAL_EVENTS, mandateEventsCte } from './rne-events';
export { BODACC_EVENTS_CTE } from './bodacc-events';
export { ACCOUNTS_EVENTS_CTE } from './accounts-events';
