import { useState } from 'react';
import { brandLogoUrl } from '../lib/brand-logo';

/** A brand's logo (2:1); its name in text if the image cannot be shown. */
export function BrandLogo({ name }: { name: string }) {
  const [failed, setFailed] = useState(false);
  const tile = 'aspect-[2/1] w-full rounded-lg shadow-sm ring-1 ring-slate-200';
  if (failed)
    return (
      <span
        className={`${tile} flex items-center justify-center bg-white px-2 text-center font-extrabold text-slate-700`}
      >
        {name}
      </span>
    );
  return (
    <img
      src={brandLogoUrl(name)}
      alt={name}
      width={240}
      height={120}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${tile} bg-white object-cover`}
    />
  );
}
