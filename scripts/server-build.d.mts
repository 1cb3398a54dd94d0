/** Types of server-build.mjs for the TypeScript that imports it (apps/server/bench). */
export declare const SERVER_MAIN: string;
export declare function buildServerIfNeeded(options?: { force?: boolean }): Promise<void>;
