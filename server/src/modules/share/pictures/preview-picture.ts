import { box, colours, image, line, LOGO, type Node } from './elements.ts'

/** What a shared check-in link shows: the next BID, and no one's name (ADR 048). */
export type PreviewView = {
  bidNumber: number
  /** 'quinta, 05/06 às 20:00' */
  when: string
  location: string | null
  confirmed: number
  slots: number
}

/** 1200×630, the size link previews are drawn at. */
export function previewPicture(view: PreviewView): Node {
  const filled = Math.min(1, view.confirmed / Math.max(1, view.slots))
  return box(
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      padding: '56px 72px',
      color: colours.white,
      fontFamily: 'Inter',
    },
    box(
      { alignItems: 'center', gap: 18 },
      image(LOGO, 64),
      line({ fontSize: 38, fontWeight: 800 }, 'Bidfut'),
    ),
    line({ fontSize: 96, fontWeight: 800, marginTop: 36 }, `BID #${view.bidNumber}`),
    line({ fontSize: 48, fontWeight: 700, marginTop: 8 }, view.when),
    view.location ? line({ fontSize: 40, color: colours.soft, marginTop: 8 }, view.location) : null,
    box(
      { flexDirection: 'column', marginTop: 'auto', gap: 14 },
      line({ fontSize: 44, fontWeight: 800 }, `${view.confirmed}/${view.slots} confirmados`),
      box(
        { height: 28, borderRadius: 14, backgroundColor: 'rgba(255,255,255,0.25)' },
        box({
          width: `${Math.round(filled * 100)}%`,
          borderRadius: 14,
          backgroundColor: colours.lime,
        }),
      ),
    ),
  )
}
