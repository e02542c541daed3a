import { useState } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PhoneInput } from './phone-input'

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="phone">Telefone</label>
      <PhoneInput id="phone" value={value} onChange={setValue} />
      <output aria-label="valor">{value}</output>
    </>
  )
}

describe('PhoneInput', () => {
  it('formats digits as (99) 99999-9999 while typing', async () => {
    render(<Harness />)
    const input = screen.getByLabelText('Telefone')
    const user = userEvent.setup()
    await user.type(input, '11')
    expect(input).toHaveValue('(11')
    await user.type(input, '9876')
    expect(input).toHaveValue('(11) 9876')
    await user.type(input, '54321')
    expect(input).toHaveValue('(11) 98765-4321')
    expect(screen.getByLabelText('valor')).toHaveTextContent('(11) 98765-4321')
  })

  it('formats a landline with 8 digits', async () => {
    render(<Harness />)
    await userEvent.setup().type(screen.getByLabelText('Telefone'), '1133334444')
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 3333-4444')
  })

  it('blocks letters and symbols but lets navigation and editing keys through', () => {
    render(<Harness />)
    const input = screen.getByLabelText('Telefone')
    for (const key of ['a', 'Z', '-', ' ', '+', '(']) {
      expect(fireEvent.keyDown(input, { key })).toBe(false)
    }
    for (const key of [
      '5',
      'Backspace',
      'Delete',
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
    ]) {
      expect(fireEvent.keyDown(input, { key })).toBe(true)
    }
    // Shortcuts such as paste must keep working.
    expect(fireEvent.keyDown(input, { key: 'v', ctrlKey: true })).toBe(true)
    // Android keyboards report 'Unidentified' for every key; blocking it would block typing.
    expect(fireEvent.keyDown(input, { key: 'Unidentified' })).toBe(true)
  })

  it('keeps only digits from pasted text and stops at 15 characters', async () => {
    render(<Harness />)
    const input = screen.getByLabelText('Telefone')
    expect(input).toHaveAttribute('maxLength', '15')
    fireEvent.change(input, { target: { value: 'tel: 21 9.8888-7777' } })
    expect(input).toHaveValue('(21) 98888-7777')
    fireEvent.change(input, { target: { value: '(21) 98888-77771234' } })
    expect(input).toHaveValue('(21) 98888-7777')
    expect((input as HTMLInputElement).value.length).toBeLessThanOrEqual(15)
  })

  it('shows a stored number formatted and deletes back to empty', async () => {
    render(<Harness initial="11987654321" />)
    const input = screen.getByLabelText('Telefone')
    expect(input).toHaveValue('(11) 98765-4321')
    await userEvent.setup().clear(input)
    expect(input).toHaveValue('')
  })
})
