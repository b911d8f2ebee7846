export { default } from '../_product/ProvisionsScreen';
