/** The orders module's face: placing, fulfilling and downloading orders, and pre-orders for the payment funnel. */
export { ordersModule, type OrdersModule, type OrdersModuleDeps } from './orders-module';
export type { OrderAccess, OrderAccessDecision } from './order-access';
export { fulfilOrder, type FulfilDeps } from './fulfil-order';
export type { ConvertPreOrdersInput } from './place-order';
export { purgeUnpaidPreOrders } from './purge-pre-orders';
