import { positionLabels, positions } from '@bidfut/domain/contracts/enums'

/** The <option>s of a position select, in the order the game is read: goal to attack. */
export function PositionOptions({ placeholder = 'Selecione' }: { placeholder?: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {positions.map((position) => (
        <option key={position} value={position}>
          {positionLabels[position]}
        </option>
      ))}
    </>
  )
}
