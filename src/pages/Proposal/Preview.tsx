export { default } from '../_proposal/PreviewScreen';
