export { default } from '../../_customized/MadeScreen';
