export { FlashBackPart as default } from '../../_product/parts';
