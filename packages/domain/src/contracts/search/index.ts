export * from './company-search-query';
export * from './company-search-result';
export * from './suggest';
export * from './filter-options';
export * from './company-index';
