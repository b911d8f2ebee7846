export { default } from '../../../_customized/PaybackScreen';
