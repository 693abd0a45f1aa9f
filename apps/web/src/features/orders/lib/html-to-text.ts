const BLOCKS = 'p, li, br, div, h1, h2, h3, h4, h5, h6, tr, td, th, blockquote';

/**
 * The plain text of a product description (sanitized HTML), for a one-line summary; block
 * elements are kept apart by a space. DOMParser builds an inert document: nothing in it loads or
 * runs.
 */
export function htmlToText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  body.querySelectorAll(BLOCKS).forEach((block) => block.after(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
