import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  COMPANY_ORDER_KINDS,
  directorIdParamSchema,
  documentOrderBodySchema,
  ORDER_KEYS,
  orderBodySchema,
  orderResponseSchema,
  preOrderCreatedSchema,
  quotaExceededSchema,
  sameOrderPendingSchema,
  sirenParamSchema,
} from '@registre/domain';
import { placeOrder, type Orderer, type PlaceOrderDeps } from './place-order';
import { orderRateLimit, type OrderRateLimits } from './order-rate-limit';
import { presentOrder } from './present-order';
import { companyOrderTarget, directorOrderTarget, templateOrderTarget, type OrderTarget, type OrderTargetDeps } from './order-target';

export interface OrderRoutesOptions {
  place: PlaceOrderDeps;
  targets: OrderTargetDeps;
  ratePerMinute: OrderRateLimits;
}

const RESPONSES = {
  201: orderResponseSchema,
  202: preOrderCreatedSchema,
  400: apiErrorSchema,
  403: z.union([sameOrderPendingSchema, quotaExceededSchema, apiErrorSchema]),
  404: apiErrorSchema,
  419: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

const DESCRIPTION =
  '201 `{ data: order }` (read as data.data); 202 for a guest or a user without access: `{ data: { pre_order }, redirect }` to the payment funnel; ' +
  '403 `{ error_code: SAME_ORDER_PENDING, data: order }` while the same order is pending, or `{ error: quota_exceeded, document_type, is_trial_period, remaining_quota_after_trial }`; ' +
  '422 `documents:unavailable.<reason>` for a kind the company cannot have, or field keys for an item that is not the company’s ' +
  '(a template’s fields that do not pass its schema: `fields.<name>` with `errors:orders.field-required` or `field-invalid`); 429 with Retry-After.';

/**
 * Who is asking. Placing an order keeps the session (a guest's pre-order is bound to it, and the
 * guest's session row is written only now: there is something to keep).
 */
export async function orderer(request: FastifyRequest, { placing = false }: { placing?: boolean } = {}): Promise<Orderer> {
  const session = placing ? await request.session.keep() : await request.session.current();
  return { userId: session?.userId ?? null, sessionIdHash: session?.idHash ?? null };
}

/** Places the order and answers it as every order route does (201, 202 to the payment funnel, 403, 429). */
export async function answerOrder(reply: FastifyReply, place: PlaceOrderDeps, target: OrderTarget, who: Orderer) {
  const result = await placeOrder(place, target, who);
  switch (result.outcome) {
    case 'ordered':
      return reply.code(201).send({ data: presentOrder(result.order) });
    case 'same-order-pending':
      return reply.code(403).send({ message: ORDER_KEYS.samePending, error_code: 'SAME_ORDER_PENDING' as const, data: presentOrder(result.order) });
    case 'pre-order':
      return reply.code(202).send({
        data: { pre_order: { id: result.preOrderId, document_type: target.kind, siren: target.siren } },
        redirect: `/paiement-securise?pre_order=${result.preOrderId}`,
      });
    case 'refused': {
      const { decision } = result;
      if (decision.reason === 'daily_cap') {
        return reply.code(429).header('retry-after', String(decision.retryAfterSeconds)).send({ message: ORDER_KEYS.dailyCap });
      }
      return reply.code(403).send({
        message: ORDER_KEYS.quotaExceeded,
        error: 'quota_exceeded' as const,
        document_type: decision.documentType,
        is_trial_period: decision.isTrialPeriod,
        remaining_quota_after_trial: decision.remainingQuotaAfterTrial,
      });
    }
  }
}

/**
 * Order creation (specification §7): `POST /api/{kind}/{siren9}/order` for every company kind, with
 * the kind's body contract, `POST /api/document/{documentId}/order` and
 * `POST /api/director-report/{siren9}/order/{x}` (x: the director's id). CSRF-checked (419), rate-limited
 * per visitor address and, for a signed-in user, per user too (order-rate-limit.ts).
 */
export function orderRoutes(options: OrderRoutesOptions) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const rateLimit = orderRateLimit(app, options.ratePerMinute);
    for (const kind of COMPANY_ORDER_KINDS) {
      routes.post(
        `/api/${kind}/:siren/order`,
        {
          onRequest: rateLimit,
          schema: { tags: ['orders'], summary: `Orders a ${kind} document of a company`, description: DESCRIPTION, params: sirenParamSchema, body: orderBodySchema(kind), response: RESPONSES },
        },
        async (request, reply) => {
          const body = (request.body ?? {}) as Record<string, unknown>;
          const target = await companyOrderTarget(options.targets, kind, request.params.siren, body);
          return answerOrder(reply, options.place, target, await orderer(request, { placing: true }));
        },
      );
    }
    routes.post(
      '/api/director-report/:siren/order/:id',
      {
        onRequest: rateLimit,
        schema: { tags: ['orders'], summary: 'Orders the report of a director of the company', description: DESCRIPTION, params: sirenParamSchema.extend(directorIdParamSchema.shape), response: RESPONSES },
      },
      async (request, reply) => {
        const target = await directorOrderTarget(options.targets, request.params.siren, request.params.id);
        return answerOrder(reply, options.place, target, await orderer(request, { placing: true }));
      },
    );
    routes.post(
      '/api/document/:documentId/order',
      {
        onRequest: rateLimit,
        schema: {
          tags: ['orders'],
          summary: 'Orders a letter or a deed of the template catalogue (GET /api/letter-templates), filled with the given fields',
          description: DESCRIPTION,
          params: z.object({ documentId: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: ORDER_KEYS.itemNotFound }) }),
          body: documentOrderBodySchema,
          response: RESPONSES,
        },
      },
      async (request, reply) => {
        const target = templateOrderTarget(request.params.documentId, request.body.fields);
        return answerOrder(reply, options.place, target, await orderer(request, { placing: true }));
      },
    );
  };
}
