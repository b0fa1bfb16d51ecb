export declare const COMPRESSIBLE: Set<string>;
/** Writes NAME.br and NAME.gz beside each script, style sheet and SVG of `assetsDir`; returns how many. */
export declare function precompressAssets(assetsDir: string): Promise<number>;
