export { default } from '../_gift/LandingScreen';
