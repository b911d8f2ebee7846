export { default } from '../_proposal/Analyse';
