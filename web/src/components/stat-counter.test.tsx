import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { StatCounter } from './stat-counter'

function renderCounter(value: number, onChange = vi.fn()) {
  render(
    <StatCounter
      value={value}
      onChange={onChange}
      label="Gols de Ana"
      decreaseLabel="Diminuir gols de Ana"
      increaseLabel="Aumentar gols de Ana"
    />,
  )
  return onChange
}

describe('StatCounter', () => {
  it('counts two quick taps as two steps before the new value renders', async () => {
    // The parent never re-renders with the new value, as while an edit is still saving.
    const onChange = renderCounter(0)
    const more = screen.getByRole('button', { name: 'Aumentar gols de Ana' })
    await userEvent.click(more)
    await userEvent.click(more)
    expect(onChange.mock.calls).toEqual([[1], [2]])
  })

  it('steps down from the value shown and never below zero', async () => {
    const onChange = renderCounter(1)
    const less = screen.getByRole('button', { name: 'Diminuir gols de Ana' })
    await userEvent.click(less)
    expect(onChange.mock.calls).toEqual([[0]])
    expect(less).toBeEnabled()
    await userEvent.click(less)
    expect(onChange.mock.calls).toEqual([[0]])
  })

  it('hands focus to the number when its button reaches the end and is disabled', async () => {
    renderCounter(1)
    screen.getByRole('button', { name: 'Diminuir gols de Ana' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('textbox', { name: 'Gols de Ana' })).toHaveFocus()
  })
})
