import { MAX_SKILL, MIN_SKILL } from '@bidfut/domain/constants'

const levels = Array.from({ length: MAX_SKILL - MIN_SKILL + 1 }, (_, i) => MIN_SKILL + i)

/** The <option>s of a skill select, lowest first; a placeholder only where a blank is allowed. */
export function SkillOptions({ placeholder }: { placeholder?: string }) {
  return (
    <>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {levels.map((level) => (
        <option key={level} value={level}>
          {level}
        </option>
      ))}
    </>
  )
}
