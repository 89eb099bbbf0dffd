export * from './company-types';
export * from './company-creation-figures';
export * from './commercial-registries';
