/** `@tradewind/contract/addresses`: each country's address form and its check (decision 041), for the screens that need them. */
export * from './shapes.js';
export * from './address-check.js';
export { LANGUAGE_COUNTRY } from '../languages.js';
