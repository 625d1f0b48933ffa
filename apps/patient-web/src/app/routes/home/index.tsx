import { NavBar } from '../../../components/nav-bar.tsx';
import { DoctorCarousel } from '../../../features/consultation/components/doctor-carousel.tsx';
import { CurrentBabyCard } from '../../../features/babies/components/current-baby-card.tsx';
import { useSelectedBaby } from '../../../features/babies/hooks/use-selected-baby.ts';
import { LatestReportCard } from '../../../features/growth-reports/components/latest-report-card.tsx';
import { EntryGrid } from '../../../features/home/components/entry-grid.tsx';
import { HomeFooter } from '../../../features/home/components/home-footer.tsx';
import { HomeBrand, HomeHero, homeBarClassName } from '../../../features/home/components/home-hero.tsx';
import { UnreadBell } from '../../../features/messages/components/unread-bell.tsx';

/** 首页: its own bar (brand and message bell), the current baby, an entry to every area, and doctors online. */
export default function HomePage() {
  const { baby } = useSelectedBaby();
  return (
    <>
      <NavBar
        type="fixed"
        title={<HomeBrand />}
        titleAlign="left"
        showBack={false}
        right={<UnreadBell color="#fff" />}
        background="var(--sp-color-teal)"
        color="#fff"
        className={homeBarClassName}
      />
      <HomeHero>
        <CurrentBabyCard />
      </HomeHero>
      {baby ? <LatestReportCard key={baby.babyId} babyId={baby.babyId} /> : null}
      <EntryGrid />
      <DoctorCarousel />
      <HomeFooter />
    </>
  );
}
