export { ShopsScreen } from './shops-screen';
