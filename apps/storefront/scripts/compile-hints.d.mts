export declare const COMPILE_HINT: string;
export declare function startupChunks(distDir: string): string[];
export declare function markStartupChunks(distDir: string): string[];
