/** The text of an HTML fragment, whitespace collapsed and cut at `max` characters (meta tags). */
export function toPlainText(html: string, max = 160): string {
  // A space after each block, so '<p>a</p><ul><li>b</li></ul>' reads 'a b', not 'ab'.
  const spaced = html.replace(/<\/(p|li|h[1-6]|div|td|th|tr)>|<br\s*\/?>/gi, '$& ');
  // The server render has no DOMParser (the meta tags it feeds are set in an effect anyway).
  const raw =
    typeof DOMParser === 'undefined'
      ? spaced.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '');
  const text = raw.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
