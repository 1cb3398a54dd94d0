export * from './users.js';
export * from './auth.js';
export * from './content.js';
export * from './catalogue.js';
export * from './wallet.js';
export * from './platform.js';
export * from './orders.js';
export * from './aftersale.js';
