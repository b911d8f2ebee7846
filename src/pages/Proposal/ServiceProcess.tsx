export { default } from '../_proposal/ServiceProcess';
