import { useEffect } from 'react';

/**
 * Sets document.title and the meta description while mounted: every page's one way to name
 * itself. Not React 19's hoisted <title>: the server's page already has its <title> (seo module),
 * and React, hydrating a <title> with the same text, adopts it and removes it when the page
 * unmounts, leaving the document without a title (axe document-title).
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
