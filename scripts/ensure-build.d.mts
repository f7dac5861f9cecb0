export declare function webDist(): string;
export declare function ensureBuild(options?: { force?: boolean }): boolean;
export declare const serverEntry: string;
export declare const serverArgs: string[];
export declare function ensureServerBuild(options?: { force?: boolean }): Promise<boolean>;
