import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import { TEMPLATE_FIELDS, providersForKind } from '@registre/documents';
import type { OfficialProvider } from '@registre/domain';
import type { AppConfig } from '../../config/env-schema';
import type { Platform } from '../../platform';
import { jobQueues } from '../../worker/job-queues';
import type { CompaniesService } from '../companies';
import type { DirectorsService } from '../directors';
import type { OrderAccess } from './order-access';
import { orderReadRoutes } from './order-read-routes';
import { answerOrder, orderer, orderRoutes } from './order-routes';
import { orderRateLimit } from './order-rate-limit';
import type { Orderer } from './place-order';
import type { OrderTarget } from './order-target';
import { ordersReads } from './orders-service';
import { adoptGuestPreOrders } from './pre-orders-queries';
import { convertPreOrders, type ConvertPreOrdersInput, type PlaceOrderDeps } from './place-order';

export interface OrdersModuleDeps {
  config: AppConfig;
  pool: Pool;
  platform: Pick<Platform, 'queue' | 'storage' | 'clock'>;
  access: OrderAccess;
  companies: CompaniesService;
  directors: DirectorsService;
  configuredProviders?: ReadonlySet<OfficialProvider>;
}

/** The orders module: its routes, and the conversion of pre-orders that billing's payment hook calls. */
export function ordersModule(deps: OrdersModuleDeps) {
  const place: PlaceOrderDeps = { pool: deps.pool, queue: deps.platform.queue, queues: jobQueues(deps.config), access: deps.access, clock: deps.platform.clock };
  const configured = deps.configuredProviders ?? new Set<OfficialProvider>();
  const ratePerMinute = { perUser: deps.config.ORDER_RATE_LIMIT_PER_MINUTE, perAddress: deps.config.ORDER_RATE_LIMIT_PER_IP_PER_MINUTE };
  return {
    async routes(app: FastifyInstance): Promise<void> {
      await app.register(
        orderRoutes({
          place,
          targets: { companies: deps.companies, directors: deps.directors, providersFor: (kind) => providersForKind(kind, configured) },
          templateFields: TEMPLATE_FIELDS,
          ratePerMinute,
        }),
      );
      await app.register(orderReadRoutes(ordersReads(deps.pool, deps.companies), deps.platform.storage, deps.pool, { clock: deps.platform.clock, brandName: deps.config.NEXT_PUBLIC_BRAND_NAME }));
    },
    /**
     * For another module's order route (a prospect list, docs/orders.md §1): who orders, the order rate limits, and
     * the placing with its usual answers. `narrow` may add its own limit to billing's access, inside the same transaction.
     */
    ordering: {
      orderer,
      rateLimit: (app: FastifyInstance) => orderRateLimit(app, ratePerMinute),
      answer: (reply: FastifyReply, target: OrderTarget, who: Orderer, narrow: (access: OrderAccess) => OrderAccess = (access) => access) =>
        answerOrder(reply, { ...place, access: narrow(deps.access) }, target, who),
    },
    /** For auth's sign-in: the pre-orders of the guest session a user leaves follow the user. */
    adoptGuestPreOrders: (guestSessionIdHash: string, userId: string) => adoptGuestPreOrders(deps.pool, guestSessionIdHash, userId),
    /** For billing's access-granted hook, inside the payment's transaction (docs/orders.md §3). */
    convertPreOrders: (client: PoolClient, input: ConvertPreOrdersInput) => convertPreOrders(client, place, input),
  };
}

export type OrdersModule = ReturnType<typeof ordersModule>;
