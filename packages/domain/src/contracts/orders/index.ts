export * from './order-bodies';
export * from './official-source-error-codes';
export * from './orders';
