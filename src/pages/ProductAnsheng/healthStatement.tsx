export { default } from '../_funnel/HealthScreen';
