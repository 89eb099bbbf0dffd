export * from './prospecting-filters';
export * from './prospecting-columns';
export * from './prospecting-api';
