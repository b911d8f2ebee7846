export { default } from '../_proposal/SharedScreen';
