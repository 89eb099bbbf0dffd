/**
 * /successful-payment-kbis?pre_order=<id>: the confirmation of /successful-payment (the pre-ordered
 * registration extract polled and downloaded by itself); one implementation serves both routes.
 */
export { default, generateMetadata } from '../successful-payment/page';
