import type { RequestHandler } from 'msw';
import { faultHandlers } from '../faults';
import { commonHandlers } from './common';
import { homeHandlers } from './home';
import { loginHandlers } from './login';
import { membersHandlers } from './members';
import { ordersHandlers } from './orders';
import { productHandlers } from './product';

/**
 * Every sandbox handler, one module per data area. The fault handler comes first so a fault
 * switched on by a test wins over the normal reply.
 */
export const handlers: RequestHandler[] = [
  ...faultHandlers,
  ...homeHandlers,
  ...productHandlers,
  ...commonHandlers,
  ...loginHandlers,
  ...membersHandlers,
  ...ordersHandlers,
];
