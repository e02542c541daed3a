import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { showLoadFailure } from './load-failure'

describe('showLoadFailure', () => {
  it('replaces the inert drawn screen with the message and a focused reload button', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<h1>Login</h1><form inert=""><button inert="">Entrar</button></form>'
    document.body.append(container)
    const reload = vi.fn()

    showLoadFailure(container, reload)

    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar o app')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Não foi possível carregar o app',
    )
    const button = screen.getByRole('button', { name: 'Recarregar' })
    expect(button).toHaveFocus()
    expect(container.querySelector('[inert]')).toBeNull()
    await userEvent.click(button)
    expect(reload).toHaveBeenCalledOnce()
    container.remove()
  })
})
