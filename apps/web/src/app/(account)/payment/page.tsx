/**
 * /payment: the funnel of /paiement-securise, at the address the "new payment design" flag sends
 * orders to (lib/orders/payment-funnel-path.ts); one implementation serves both routes.
 */
export { default, generateMetadata } from '../paiement-securise/page';
