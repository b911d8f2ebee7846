import { loadArea } from '../areas';
import { customizedV2Saga } from './saga';
import { customizedV2Slice } from './slice';

loadArea({ name: 'customizedV2', reducer: customizedV2Slice.reducer, saga: customizedV2Saga });

export { customizedV2Actions } from './slice';
export type * from './slice';
export * from './selectors';
