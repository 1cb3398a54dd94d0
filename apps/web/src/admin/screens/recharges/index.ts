export { RechargesScreen } from './recharges-screen';
