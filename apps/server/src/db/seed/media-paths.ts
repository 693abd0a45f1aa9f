/** Where each demo picture lives, relative to the media folder; the database stores them under /media/. */
export const mediaPaths = {
  photo: (slug: string) => `products/${slug}.webp`,
  thumbnail: (slug: string) => `products/thumbs/${slug}.webp`,
  logo: (slug: string) => `brands/${slug}.webp`,
};

export const mediaUrl = (relative: string) => `/media/${relative}`;
