export { default } from './_product/DetailScreen';
