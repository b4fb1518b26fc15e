export declare const CHROMIUM_ARGS: string[];
export declare function systemChromium(): string | undefined;
export declare function ensureChromium(): Promise<void>;
