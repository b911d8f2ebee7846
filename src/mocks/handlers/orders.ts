import { http, type RequestHandler } from 'msw';
import type { OrderStatus } from '../../data/members/types';
import { userForRequest } from '../accounts';
import { ORDER_STATUSES, ordersOf, toOrder } from '../orders';
import { paginate, readPage } from '../paging';
import { refreshOrders } from '../payments';
import { badParam, ok, unauthorized } from '../reply';

/** My orders (path ASSUMED, decisions.md): the signed-in user's, newest first, by status. */

const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

export const ordersHandlers: RequestHandler[] = [
  http.get('/rest/api/orders', ({ request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    const query = new URL(request.url).searchParams;
    // Blank means 全部, as the first tab sends it.
    const status = query.get('status')?.trim() ?? '';
    if (status !== '' && !isOrderStatus(status)) return badParam('status');
    const pageRequest = readPage(query);
    if ('bad' in pageRequest) return badParam(pageRequest.bad);
    refreshOrders();
    const { items, pagination } = paginate(ordersOf(user.id, status || undefined), pageRequest);
    return ok(items.map(toOrder), { pagination });
  }),
];
