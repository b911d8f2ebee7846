export { default } from '../_policy/PolicyDetailScreen';
