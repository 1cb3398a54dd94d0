export { WithdrawalsScreen } from './withdrawals-screen';
