export function ensureDatabase(url: string): Promise<void>;
