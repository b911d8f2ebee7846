import { loadArea } from '../areas';
import { aybSlice } from './slice';

loadArea({ name: 'ayb', reducer: aybSlice.reducer });
