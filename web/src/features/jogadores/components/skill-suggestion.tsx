import { Sparkles } from 'lucide-react'
import { BusyButton } from '@/components/busy-button'
import { useApplySuggestedSkill, useSkillSuggestion } from '../api/skill-suggestions'

/**
 * 'Habilidade sugerida: 7 (atual: 5)' with 'Aplicar': learned from the night's results, applied
 * only by an organiser's tap (ADR 039). Nothing shows while there is no suggestion or it matches.
 */
export function SkillSuggestionLine({ companyPlayerId }: { companyPlayerId: number }) {
  const suggestion = useSkillSuggestion(companyPlayerId).data
  const apply = useApplySuggestedSkill()
  if (!suggestion || suggestion.suggestedSkill === null) return null
  if (suggestion.suggestedSkill === suggestion.skillLevel) return null
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-secondary px-3 py-2 text-sm">
      <span className="flex items-center gap-1.5">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        Habilidade sugerida: {suggestion.suggestedSkill} (atual: {suggestion.skillLevel})
      </span>
      <BusyButton
        size="sm"
        variant="outline"
        busy={apply.isPending}
        busyLabel="Aplicando..."
        aria-label={`Aplicar habilidade sugerida ${suggestion.suggestedSkill}`}
        onClick={() => apply.mutate(companyPlayerId)}
      >
        Aplicar
      </BusyButton>
    </div>
  )
}
