export { NetworksScreen } from './networks-screen';
