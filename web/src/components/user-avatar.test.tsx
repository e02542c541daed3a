import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserAvatar } from './user-avatar'

describe('UserAvatar', () => {
  it('draws the placeholder picture at once when there is no photo', () => {
    const { container } = render(<UserAvatar name="Bruno Lima" photoUrl={null} />)
    expect(container.querySelector('svg')).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    expect(container).not.toHaveTextContent('B')
  })

  it("shows the name's initial while the photo has not loaded (or fails to)", () => {
    const { container } = render(<UserAvatar name="Bruno Lima" photoUrl="/uploads/b.jpg" />)
    expect(container).toHaveTextContent('B')
    expect(container.querySelector('svg')).toBeNull()
  })
})
