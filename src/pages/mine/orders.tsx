export { default } from '../_members/OrdersScreen';
