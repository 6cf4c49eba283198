import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useDocumentTitle } from '../../components/use-document-title';
import { LiveAnnouncer } from './live-announcer';
import { RetryStatus } from './retry-status';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useNavigationScroll } from './use-navigation-scroll';
import { useRouteFocus } from './use-route-focus';
import './shell.css';

export function RootLayout() {
  useDocumentTitle();
  useNavigationScroll();
  useRouteFocus();
  return (
    <div className="sc-layout">
      <SiteHeader />
      <main id="main" className="sc-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <RetryStatus />
      <LiveAnnouncer />
    </div>
  );
}
