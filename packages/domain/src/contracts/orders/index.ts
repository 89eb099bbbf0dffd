export * from './order-bodies';
export * from './orders';
