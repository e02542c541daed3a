import type { PublicCounters } from '@bidfut/domain/contracts/public-counters'
import { AboutSection } from './components/about-section'
import { ContactSection } from './components/contact-section'
import { GalleryDialog, GallerySection } from './components/gallery-section'
import { HeroSection } from './components/hero-section'
import { LandingFooter } from './components/landing-footer'
import { LandingHeader } from './components/landing-header'
import { PricingSection } from './components/pricing-section'
import { ServicesSection } from './components/services-section'
import { StatsSection } from './components/stats-section'
import { mobileGallery, webGallery, type GalleryImage } from './gallery-images'
import { landingIds } from './landing-dom'

function pick(images: GalleryImage[], name: string): GalleryImage {
  const image = images.find((candidate) => candidate.name === name)
  if (!image) throw new Error(`A galeria não tem a imagem ${name}`)
  return image
}

/**
 * The whole landing, rendered to static HTML at build time (ADR 008): no hooks, no
 * state. Its behaviour lives in island/, which finds these elements by landing-dom's ids.
 */
export function LandingPage({ year, counters }: { year: number; counters: PublicCounters | null }) {
  return (
    <>
      <a
        href={`#${landingIds.main}`}
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Pular para o conteúdo
      </a>
      <LandingHeader />
      <main id={landingIds.main} tabIndex={-1} className="outline-none">
        <HeroSection
          front={pick(mobileGallery, 'check-in')}
          back={pick(mobileGallery, 'sorteio')}
        />
        <AboutSection screenshot={pick(webGallery, 'dashboard')} />
        <StatsSection counters={counters} />
        <ServicesSection />
        <GallerySection mobile={mobileGallery} web={webGallery} />
        <PricingSection />
        <ContactSection />
      </main>
      <LandingFooter year={year} />
      <GalleryDialog total={mobileGallery.length} />
    </>
  )
}
