export * from './paths';
export * from './claim';
