export { default } from '../_proposal/Header';
