import { loadArea } from '../areas';
import { insuredSlice } from './slice';

loadArea({ name: 'insured', reducer: insuredSlice.reducer });
