import { mediaUrl } from './media-url';

/** A product's small picture beside a cart or order line (decorative: the name is the link). */
export function LineThumbnail({ src }: { src: string }) {
  return (
    <img
      src={mediaUrl(src)}
      alt=""
      width={56}
      height={56}
      className="size-14 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-contain p-1 mix-blend-multiply"
    />
  );
}
