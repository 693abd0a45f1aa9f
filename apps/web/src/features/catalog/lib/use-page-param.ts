import { readPageParam } from '@shop/contract/values';
import { useSearchParams } from 'react-router';

/** The 1-based `page` of the URL and a setter that keeps the other parameters. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const setPage = (next: number) => {
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}
