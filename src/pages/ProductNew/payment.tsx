export { default } from '../_funnel/PaymentScreen';
