export { PriceAlertsScreen } from './price-alerts-screen';
