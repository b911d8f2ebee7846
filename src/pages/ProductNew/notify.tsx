export { default } from '../_product/NotifyScreen';
