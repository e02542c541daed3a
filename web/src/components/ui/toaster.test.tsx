import { act, render, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { Toaster } from './toaster'

afterEach(() => document.body.removeAttribute('data-scroll-locked'))

const toaster = () => document.querySelector('[data-sonner-toaster]')

describe('Toaster', () => {
  it('shows toasts below the header, and at the bottom while a dialog is open', async () => {
    render(<Toaster />)
    act(() => {
      toast('Jogador adicionado com sucesso!')
    })
    expect(await screen.findByText('Jogador adicionado com sucesso!')).toBeInTheDocument()
    expect(toaster()).toHaveAttribute('data-y-position', 'top')

    // What Radix does to the body while a modal dialog is open.
    act(() => document.body.setAttribute('data-scroll-locked', '1'))
    await screen.findByText('Jogador adicionado com sucesso!')
    await expect.poll(() => toaster()?.getAttribute('data-y-position')).toBe('bottom')

    act(() => document.body.removeAttribute('data-scroll-locked'))
    await expect.poll(() => toaster()?.getAttribute('data-y-position')).toBe('top')
  })
})
