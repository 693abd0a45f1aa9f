/** Media paths come relative (`/media/...` or `media/...`); absolute URLs are kept as they are. */
export function mediaUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}
