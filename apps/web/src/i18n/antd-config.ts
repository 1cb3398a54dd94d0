/** antd-mobile's config alone (the barrel imported dynamically would be all of antd-mobile in one chunk). */
export { setDefaultConfig } from 'antd-mobile';
