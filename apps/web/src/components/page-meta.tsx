import { useEffect } from 'react';

/**
 * Sets document.title and the meta description while mounted. An effect rather than React 19's
 * hoisted <title>: index.html already has a <title>, and the first one in the document wins.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);

  return null;
}
