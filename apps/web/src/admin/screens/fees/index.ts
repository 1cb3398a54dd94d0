export { FeesScreen } from './fees-screen';
