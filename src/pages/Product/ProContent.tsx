export { ProContentPart as default } from '../_product/parts';
