export { ProvisionsSheetPart as default } from '../_product/parts';
