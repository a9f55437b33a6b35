import { SCHOOL_NAME } from '../../components/logo';
import { PublicHeader } from '../../components/public-header';
import { usePublicConfig } from '../../lib/public-config/use-public-config';
import { AboutSection } from './components/about-section';
import { CoursesSection } from './components/courses-section';
import { HeroSection } from './components/hero-section';
import { LandingFooter } from './components/landing-footer';
import { ServicesSection } from './components/services-section';

/** The public landing page (docs/product/screens.md, "Landing page (/)"). */
export function LandingPage() {
  const config = usePublicConfig();
  const schoolName = config.data?.schoolName || SCHOOL_NAME;
  return (
    <>
      <PublicHeader onLanding />
      <main>
        <HeroSection schoolName={schoolName} />
        <ServicesSection />
        <CoursesSection />
        <AboutSection schoolName={schoolName} />
      </main>
      <LandingFooter schoolName={schoolName} />
    </>
  );
}
