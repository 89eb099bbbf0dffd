export * from './content-contracts';
