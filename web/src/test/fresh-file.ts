import { vi } from 'vitest'

// Test files share their worker's jsdom and packages (isolate: false in vitest.config.ts, ADR
// 047): setting them up again for every file was two thirds of the suite's CPU. So that no file
// sees what another left, each starts (this setup file runs before each) from the page as the
// worker's first file found it, and imports the app's own modules afresh: no session, cache or
// listener a module held outlives its file.

type Descriptors = Map<PropertyKey, PropertyDescriptor>
type Page = {
  href: string
  head: string
  body: string
  htmlAttributes: [string, string][]
  bodyAttributes: [string, string][]
  window: Descriptors
  navigator: Descriptors
}

const PAGE = Symbol.for('bidfut.test.pristinePage')
const worker = globalThis as { [PAGE]?: Page }

const attributesOf = (element: Element): [string, string][] =>
  [...element.attributes].map(({ name, value }) => [name, value])

const descriptorsOf = (target: object): Descriptors =>
  new Map(
    Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)!]),
  )

function setAttributes(element: Element, attributes: [string, string][]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name)
  for (const [name, value] of attributes) element.setAttribute(name, value)
}

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set

/**
 * Puts back what a file changed on `target`: a property it redefined gets its old definition;
 * one it added goes (on navigator: `clipboard`, `serviceWorker`, `locks` a test defined). On
 * window an added one stays: a package a file imported may keep its global there, and the
 * package stays loaded for the files after it.
 */
function restoreProperties(target: object, pristine: Descriptors, { dropAdded = false } = {}) {
  for (const key of Reflect.ownKeys(target)) {
    const was = pristine.get(key)
    const now = Object.getOwnPropertyDescriptor(target, key)!
    if (!now.configurable) continue
    if (!was) {
      if (dropAdded) Reflect.deleteProperty(target, key)
    } else if (!sameDescriptor(was, now)) {
      Object.defineProperty(target, key, was)
    }
  }
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

const page = (worker[PAGE] ??= {
  href: location.href,
  head: document.head.innerHTML,
  body: document.body.innerHTML,
  htmlAttributes: attributesOf(document.documentElement),
  bodyAttributes: attributesOf(document.body),
  window: descriptorsOf(window),
  navigator: descriptorsOf(navigator),
})

restoreProperties(window, page.window)
restoreProperties(navigator, page.navigator, { dropAdded: true })
if (location.href !== page.href) history.replaceState(null, '', page.href)
setAttributes(document.documentElement, page.htmlAttributes)
setAttributes(document.body, page.bodyAttributes)
document.head.innerHTML = page.head
document.body.innerHTML = page.body
localStorage.clear()
sessionStorage.clear()
clearCookies()
vi.resetModules()
