import { loadArea } from '../areas';
import { activeSaga } from './saga';
import { activeSlice } from './slice';

loadArea({ name: 'active', reducer: activeSlice.reducer, saga: activeSaga });

export { activeActions, leadKey } from './slice';
export type * from './slice';
export * from './selectors';
export { LEAD_LOCK_MS } from './saga';
export { keepLead, keptLead } from './kept-lead';
