export { default } from '../_funnel/ConfirmScreen';
