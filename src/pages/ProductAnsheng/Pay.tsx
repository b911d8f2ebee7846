export { default } from '../_funnel/PayScreen';
