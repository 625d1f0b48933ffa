export declare const releaseName: (root?: string) => string;
