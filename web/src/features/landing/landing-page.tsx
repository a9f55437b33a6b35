import { SCHOOL_NAME } from '../../components/logo';
import { usePublicConfig } from './api/use-public-config';
import { AboutSection } from './components/about-section';
import { CoursesSection } from './components/courses-section';
import { HeroSection } from './components/hero-section';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { ServicesSection } from './components/services-section';

/** Spec §1: the public landing page. */
export function LandingPage() {
  const config = usePublicConfig();
  const schoolName = config.data?.schoolName || SCHOOL_NAME;
  return (
    <>
      <LandingHeader />
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
