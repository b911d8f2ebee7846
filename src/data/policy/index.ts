import { loadArea } from '../areas';
import { policySlice } from './slice';

loadArea({ name: 'policy', reducer: policySlice.reducer });
