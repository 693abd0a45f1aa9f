import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

const SUGGESTION_COUNT = 6;

export async function getSuggestions(q: string, signal?: AbortSignal) {
  const data = await request(api.catalog.suggest, {
    query: { q, limit: SUGGESTION_COUNT },
    schema: contractSchema((c) => c.SuggestResponseSchema),
    signal,
  });
  return data.suggestions;
}

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['catalog', 'suggest', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Autocomplete for the top-bar search; asks only from 2 characters on. */
export function useSuggestions(q: string) {
  return useQuery({ ...suggestionsQuery(q), enabled: q.length >= 2 });
}
