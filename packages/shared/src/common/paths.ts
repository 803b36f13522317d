/**
 * A path segment from a value. Route placeholders (`:id`) pass through unchanged, so the server registers a
 * path with the same builder the site calls it with: `EntryPaths.booking(':id')` and `EntryPaths.booking(12)`.
 */
export function segment(value: string | number): string {
  const text = String(value);
  return /^:\w+$/.test(text) ? text : encodeURIComponent(text);
}
