import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import { providersForKind, type OfficialSources } from '@registre/documents';
import type { AppConfig } from '../../config/env-schema';
import type { JobDefinition, Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import type { CompaniesService } from '../companies';
import type { DirectorsService } from '../directors';
import type { ScoringService } from '../scoring';
import type { FileProducer } from './fulfil-order';
import type { OrderAccess } from './order-access';
import { orderFulfilmentJob, orderFulfilmentQueue } from './order-fulfilment-job';
import { orderReadRoutes } from './order-read-routes';
import { answerOrder, orderer, orderRoutes } from './order-routes';
import { orderRateLimit } from './order-rate-limit';
import type { Orderer } from './place-order';
import type { OrderTarget } from './order-target';
import { ordersReads } from './orders-service';
import { preOrderPurgeJob } from './pre-order-purge-job';
import { adoptGuestPreOrders } from './pre-orders-queries';
import { convertPreOrders, type ConvertPreOrdersInput, type PlaceOrderDeps } from './place-order';

export interface OrdersModuleDeps {
  config: AppConfig;
  pool: Pool;
  platform: Platform;
  access: OrderAccess;
  companies: CompaniesService;
  directors: DirectorsService;
  scoring: ScoringService;
  /** The official sources' clients (built once from the configuration): fulfilment fetches the kinds they deliver. */
  sources: OfficialSources;
  /** Kinds whose file another module writes itself (a prospect list), by kind. */
  producers?: ReadonlyMap<string, FileProducer>;
}

export interface OrdersModule extends ApiModule {
  readonly jobs: readonly JobDefinition[];
  /**
   * For another module's order route (a prospect list, docs/orders.md §1): who orders, the order rate limits, and
   * the placing with its usual answers. `narrow` may add its own limit to billing's access, inside the same transaction.
   */
  readonly ordering: {
    orderer: typeof orderer;
    rateLimit(app: FastifyInstance): ReturnType<typeof orderRateLimit>;
    answer(reply: FastifyReply, target: OrderTarget, who: Orderer, narrow?: (access: OrderAccess) => OrderAccess): ReturnType<typeof answerOrder>;
  };
  /** For auth's sign-in: the pre-orders of the guest session a user leaves follow the user. */
  adoptGuestPreOrders(guestSessionIdHash: string, userId: string): Promise<void>;
  /** For billing's access-granted hook, inside the payment's transaction (docs/orders.md §3). */
  convertPreOrders(client: PoolClient, input: ConvertPreOrdersInput): Promise<unknown>;
}

/** The orders module: its routes, its jobs (fulfilment, purge of unpaid pre-orders), and the pre-order hand-overs. */
export function ordersModule(deps: OrdersModuleDeps): OrdersModule {
  const { platform, pool, config, companies, directors, scoring, sources } = deps;
  const configuredProviders = sources.configured;
  const place: PlaceOrderDeps = { pool, queue: platform.queue, fulfilmentQueue: orderFulfilmentQueue(config), access: deps.access, clock: platform.clock };
  const documentData = { pool, companies, scoring, directors, configuredProviders };
  const ratePerMinute = { perUser: config.ORDER_RATE_LIMIT_PER_MINUTE, perAddress: config.ORDER_RATE_LIMIT_PER_IP_PER_MINUTE };
  return {
    name: 'orders',
    async routes(app) {
      await app.register(
        orderRoutes({
          place,
          targets: { companies, directors, providersFor: (kind) => providersForKind(kind, configuredProviders) },
          ratePerMinute,
        }),
      );
      await app.register(orderReadRoutes(ordersReads(pool, companies), platform.storage, pool, { clock: platform.clock, brandName: config.NEXT_PUBLIC_BRAND_NAME }));
    },
    jobs: [orderFulfilmentJob(platform, documentData, sources, deps.producers), preOrderPurgeJob(platform)],
    ordering: {
      orderer,
      rateLimit: (app) => orderRateLimit(app, ratePerMinute),
      answer: (reply, target, who, narrow = (access) => access) => answerOrder(reply, { ...place, access: narrow(deps.access) }, target, who),
    },
    adoptGuestPreOrders: (guestSessionIdHash, userId) => adoptGuestPreOrders(pool, guestSessionIdHash, userId),
    convertPreOrders: (client, input) => convertPreOrders(client, place, input),
  };
}
