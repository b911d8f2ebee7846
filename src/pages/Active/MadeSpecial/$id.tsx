export { default } from '../../_customized/LandingScreen';
