/** npm packages bundled into the server build and the tools (inlined-packages.mjs). */
export declare const INLINED_PACKAGES: string[];
