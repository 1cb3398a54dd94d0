/** Shipping addresses, for the "basic data" part: the list (and the checkout's choice) and the form. */
export { default as AddressListScreen } from './address-list-screen';
export { default as AddressFormScreen } from './address-form-screen';
