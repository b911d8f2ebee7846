import { loadArea } from '../areas';
import { activeSlice } from './slice';

loadArea({ name: 'active', reducer: activeSlice.reducer });
