/**
 * Talking to the shop (decision 047), a subpath of its own (`@tradewind/contract/talk`), not in the contract's index:
 * what the home's first screen reaches through the index is grouped with it (apps/web/vite.config.ts, `home-kit`),
 * and none of this is on that screen.
 */
export * from './paths.js';
export * from './limits.js';
export * from './links.js';
export * from './schemas.js';
