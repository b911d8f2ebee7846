export { default } from '../../_funnel/PaybackScreen';
