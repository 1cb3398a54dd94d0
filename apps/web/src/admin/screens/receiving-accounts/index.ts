export { ReceivingAccountsScreen } from './receiving-accounts-screen';
