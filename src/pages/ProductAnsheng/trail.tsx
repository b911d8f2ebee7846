export { default } from '../_product/TrialScreen';
