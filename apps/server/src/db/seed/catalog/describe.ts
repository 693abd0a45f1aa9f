/** Escapes text for HTML; the data is ours, but a quote in a name must not break markup. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A product description: an introductory paragraph and a list of "Label: value" specs. */
export function describeProduct(intro: string, specs: string[]): string {
  const items = specs.map((spec) => {
    const at = spec.indexOf(': ');
    if (at < 0) return `<li>${escapeHtml(spec)}</li>`;
    return `<li><strong>${escapeHtml(spec.slice(0, at))}:</strong> ${escapeHtml(spec.slice(at + 2))}</li>`;
  });
  return `<p>${escapeHtml(intro)}</p><ul>${items.join('')}</ul>`;
}
