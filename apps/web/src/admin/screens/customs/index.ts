export { CustomsScreen } from './customs-screen';
