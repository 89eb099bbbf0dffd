import { findDocumentKind, ORDER_KEYS, pageMeta, type Order, type PreOrder } from '@registre/domain';
import type { Pool } from 'pg';
import { NotFoundError } from '../../errors/http-errors';
import type { CompaniesService } from '../companies';
import { presentOrder } from './present-order';
import { findUserOrder, findUserOrdersPage, type OrderRow, type OrdersFilter } from './orders-queries';
import { findOwnPreOrder } from './pre-orders-queries';
import type { Orderer } from './place-order';

const EXPORT_MAX = 10_000;

/** The reads of orders and pre-orders, always scoped to their owner (another's id is a 404). */
export function ordersReads(pool: Pool, companies: CompaniesService) {
  return {
    async ownOrder(userId: string, id: string): Promise<OrderRow> {
      const row = await findUserOrder(pool, userId, id);
      if (!row) throw new NotFoundError(ORDER_KEYS.notFound);
      return row;
    },
    async page(userId: string, filter: OrdersFilter, page: number, perPage: number): Promise<{ data: Order[]; meta: ReturnType<typeof pageMeta> }> {
      const { rows, total } = await findUserOrdersPage(pool, userId, filter, perPage, (page - 1) * perPage);
      return { data: rows.map(presentOrder), meta: pageMeta(page, perPage, total) };
    },
    async all(userId: string): Promise<Order[]> {
      return (await findUserOrdersPage(pool, userId, {}, EXPORT_MAX, 0)).rows.map(presentOrder);
    },
    async ownPreOrder(owner: Orderer, id: string) {
      const row = await findOwnPreOrder(pool, id, owner);
      if (!row) throw new NotFoundError(ORDER_KEYS.preOrderNotFound);
      return row;
    },
    async presentPreOrder(owner: Orderer, id: string): Promise<PreOrder> {
      const row = await this.ownPreOrder(owner, id);
      const companyName = row.siren ? await companies.getProfile(row.siren).then((profile) => profile.name, () => null) : null;
      return {
        id: row.id,
        document_type: findDocumentKind(row.kind)?.id ?? row.kind,
        siren: row.siren,
        company_name: companyName,
        state: row.state,
        order: row.order_id && row.order_state ? { id: row.order_id, state: row.order_state, error_code: row.order_error_code } : null,
      };
    },
  };
}

export type OrdersReads = ReturnType<typeof ordersReads>;
