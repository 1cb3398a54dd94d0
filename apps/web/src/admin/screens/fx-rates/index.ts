export { FxRatesScreen } from './fx-rates-screen';
