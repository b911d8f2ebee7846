export { FooterPart as default } from '../_product/parts';
