/** The orders module's face: placing, fulfilling and downloading orders, and pre-orders for the payment funnel. */
export { ordersModule, type OrdersModule, type OrdersModuleDeps } from './orders-module';
export type { OrderAccess, OrderAccessDecision } from './order-access';
export { fulfilOrder, type FileProducer, type FulfilDeps, type ProducedFile } from './fulfil-order';
export { orderFulfilmentQueue, type OrderFulfilmentJob } from './order-fulfilment-job';
export { preOrderPurgeQueue } from './pre-order-purge-job';
export type { OrderRow } from './orders-queries';
export type { ConvertPreOrdersInput, Orderer } from './place-order';
export type { OrderTarget } from './order-target';
export type { OrderPayload } from './order-payload';
