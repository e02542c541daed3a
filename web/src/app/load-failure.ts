/**
 * In place of the drawn screen, whose controls stay inert until the app runs: what main.tsx shows
 * when a file of the app fails to load (a deploy replaced it, the connection dropped). Plain DOM,
 * as React itself may be the file that failed.
 */
export function showLoadFailure(container: HTMLElement, reload = () => window.location.reload()) {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') =>
    Object.assign(document.createElement(tag), { className, textContent: text })
  const main = element('main', 'flex min-h-dvh flex-col items-center justify-center gap-4 p-6')
  const message = element('div', 'flex flex-col items-center gap-2 text-center')
  message.setAttribute('role', 'alert')
  message.append(
    element('h1', 'text-2xl font-bold tracking-tight', 'Não foi possível carregar o app'),
    element('p', 'max-w-md text-muted-foreground', 'Verifique sua conexão e tente novamente.'),
  )
  const button = element(
    'button',
    'inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'Recarregar',
  )
  button.type = 'button'
  button.addEventListener('click', reload)
  main.append(message, button)
  container.replaceChildren(main)
  button.focus()
}
