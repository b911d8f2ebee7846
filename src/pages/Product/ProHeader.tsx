export { ProHeaderPart as default } from '../_product/parts';
