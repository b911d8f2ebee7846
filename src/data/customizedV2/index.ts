import { loadArea } from '../areas';
import { customizedV2Slice } from './slice';

loadArea({ name: 'customizedV2', reducer: customizedV2Slice.reducer });
