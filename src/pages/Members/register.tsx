export { default } from '../_members/RegisterScreen';
