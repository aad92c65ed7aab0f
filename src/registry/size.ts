// Byte counts as the registry client's messages state its bounds.

const MiB = 1024 * 1024;

export const size = (bytes: number): string => (bytes >= MiB ? `${Math.round(bytes / MiB)} MiB` : `${bytes} bytes`);
