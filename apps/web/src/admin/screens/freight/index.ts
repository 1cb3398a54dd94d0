export { FreightScreen } from './freight-screen';
