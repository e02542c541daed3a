import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CitySearchResult } from '@bidfut/domain/contracts/group-settings'
import * as groupSettings from '@bidfut/domain/endpoints/group-settings'
import { apiCall } from '@/lib/api-client'

/** The fewest letters worth a search (the server refuses fewer). */
export const CITY_SEARCH_MIN_LETTERS = 2

/** GET /groups/search-city?name=…: Open-Meteo's geocoding results, labelled for Brazilians. */
export async function searchCity(name: string, signal?: AbortSignal): Promise<CitySearchResult[]> {
  return apiCall(groupSettings.searchCity, { query: { name }, signal })
}

export function citySearchQueryOptions(name: string) {
  const term = name.trim()
  return queryOptions({
    queryKey: ['groups', 'search-city', term.toLowerCase()],
    queryFn: ({ signal }) => searchCity(term, signal),
    enabled: term.length >= CITY_SEARCH_MIN_LETTERS,
    staleTime: 5 * 60_000,
    retry: false,
    // While the next letters are on their way, the previous results stay on screen.
    placeholderData: keepPreviousData,
  })
}

export function useCitySearch(name: string) {
  return useQuery(citySearchQueryOptions(name))
}
