/**
 * 'Como chegar' (ADR 061): the place of a BID in Google Maps, Apple Maps and Waze, built from the
 * place's own text (what the organiser typed: a field's name, an address). No outside API is
 * asked anything: each app searches the text itself. /check-in, the emails and the calendar
 * event all take their links from here.
 */
export type MapsLink = { app: 'google' | 'apple' | 'waze'; label: string; url: string }

/** At most this much of the place is sent: a longer text is not an address any app finds. */
const MAX_QUERY = 200

/** The three links for a place, or none when the place is not set (nothing to search for). */
export function mapsLinks(place: string | null | undefined): MapsLink[] {
  const query = (place ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY)
  if (!query) return []
  const q = encodeURIComponent(query)
  return [
    {
      app: 'google',
      label: 'Google Maps',
      url: `https://www.google.com/maps/search/?api=1&query=${q}`,
    },
    { app: 'apple', label: 'Apple Maps', url: `https://maps.apple.com/?q=${q}` },
    { app: 'waze', label: 'Waze', url: `https://waze.com/ul?q=${q}&navigate=yes` },
  ]
}

/** The same links as plain-text lines ('Como chegar:', then 'Google Maps: https://…'); none without a place. */
export function mapsLinksLines(place: string | null | undefined): string[] {
  const links = mapsLinks(place)
  if (links.length === 0) return []
  return ['Como chegar:', ...links.map((link) => `${link.label}: ${link.url}`)]
}
