import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'

import { type SkillSuggestion } from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { apiCall } from '@/lib/api-client'

const suggestionsKey = ['company-players', 'skill-suggestions'] as const

/** GET /players/skill-suggestions (organisers): learned levels beside the typed ones (ADR 039). */
export async function getSkillSuggestions(signal?: AbortSignal): Promise<SkillSuggestion[]> {
  return (await apiCall(results.skillSuggestions, { signal })) ?? []
}

export function useSkillSuggestion(companyPlayerId: number) {
  return useQuery(
    queryOptions({
      queryKey: suggestionsKey,
      queryFn: ({ signal }) => getSkillSuggestions(signal),
      select: (list) => list.find((s) => s.companyPlayerId === companyPlayerId) ?? null,
    }),
  )
}

/** POST /players/{id}/apply-suggested-skill: the organiser's one tap; nothing else changes a level. */
export function useApplySuggestedSkill() {
  return useMutation({
    mutationFn: (companyPlayerId: number) =>
      apiCall(results.applySuggestedSkill, { params: { companyPlayerId } }),
    onSettled: async (_r, _e, _id, _context, { client }) => {
      await client.invalidateQueries({ queryKey: ['company-players'] })
    },
  })
}
