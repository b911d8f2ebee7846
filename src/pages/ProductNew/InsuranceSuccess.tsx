export { default } from '../_funnel/SuccessScreen';
