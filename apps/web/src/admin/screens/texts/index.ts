export { TextsScreen } from './texts-screen';
