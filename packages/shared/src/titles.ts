/** Page titles, needed by the app shell on every page (so nothing heavy may be imported here). */

/** Document title from the last path segment with words capitalised ('/about-us' -> 'About Us'). */
export function titleFromPath(pathname: string, fallback: string): string {
  const segment = pathname.split('/').filter(Boolean).pop();
  if (!segment) return fallback;
  return decodeURIComponent(segment)
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
