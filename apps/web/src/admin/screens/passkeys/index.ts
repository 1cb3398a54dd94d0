export { PasskeysScreen } from './passkeys-screen';
