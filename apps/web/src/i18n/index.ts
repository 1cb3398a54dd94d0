export { i18n } from './instance';
export { changeLanguage, currentLanguage, initI18n } from './language';
export { downloadLanguage, loadNamespaces, loadScreenNamespaces, ALL_NAMESPACES } from './resources';
export { FIRST_SCREEN_NAMESPACES, PART_NAMESPACES, SHELL_NAMESPACES } from './route-namespaces';
export { translate as t, type TFunction } from './translate';
