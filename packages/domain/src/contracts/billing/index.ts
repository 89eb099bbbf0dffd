export * from './message-keys';
export * from './billing-identity';
export * from './card';
export * from './subscribe';
export * from './subscription';
