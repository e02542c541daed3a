import { useLayoutEffect } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DeferredRender } from './deferred-render'

function Logged({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name)
  }, [log, name])
  return <p>{name}</p>
}

describe('DeferredRender', () => {
  it('commits the fallback first, then the children in a later render', async () => {
    const log: string[] = []
    render(
      <DeferredRender fallback={<Logged name="fallback" log={log} />}>
        <Logged name="children" log={log} />
      </DeferredRender>,
    )
    expect(await screen.findByText('children')).toBeInTheDocument()
    expect(screen.queryByText('fallback')).not.toBeInTheDocument()
    expect(log).toEqual(['fallback', 'children'])
  })
})
