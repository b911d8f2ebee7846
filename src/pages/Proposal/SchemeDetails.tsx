export { default } from '../_proposal/SchemeDetails';
