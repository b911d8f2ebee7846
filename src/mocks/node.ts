import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The sandbox for unit and component tests (msw/node). Memory only: resetDb() between tests. */
export const server = setupServer(...handlers);

export { db, resetDb } from './db';
export { clearFaults, listFaults, setFault, type Fault, type FaultRule } from './faults';
