export { RefundsScreen } from './refunds-screen';
