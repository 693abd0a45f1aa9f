/** A brand's slug as the demo data names its files: accents dropped, other characters as hyphens. */
export function brandSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Where a brand's logo lives under /media. */
export function brandLogoUrl(name: string): string {
  return `/media/brands/${brandSlug(name)}.webp`;
}
