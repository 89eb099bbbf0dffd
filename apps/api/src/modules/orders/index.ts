/** The orders module's face: placing, fulfilling and downloading orders, and pre-orders for the payment funnel. */
export { ordersModule, type OrdersModule, type OrdersModuleDeps } from './orders-module';
export type { OrderAccess, OrderAccessDecision } from './order-access';
export { fulfilOrder, type FulfilDeps } from './fulfil-order';
export { orderFulfilmentQueue, type OrderFulfilmentJob } from './order-fulfilment-job';
export { preOrderPurgeQueue } from './pre-order-purge-job';
export type { ConvertPreOrdersInput } from './place-order';
