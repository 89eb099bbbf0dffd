export * from './paths';
export * from './lists';
export * from './company-events';
export * from './alert-settings';
