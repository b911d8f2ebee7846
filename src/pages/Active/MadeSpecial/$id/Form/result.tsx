export { default } from '../../../../_customized/ResultScreen';
