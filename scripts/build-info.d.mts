export const BUILD_INFO: string;
export function sourceFingerprint(root?: string): string;
export function currentBuildInfo(): { version: string; commit: string; sources: string };
export function rebuildReason(root?: string): string | undefined;
