import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useDocumentTitle } from '../../components/use-document-title';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useNavigationScroll } from './use-navigation-scroll';
import './shell.css';

export function RootLayout() {
  useDocumentTitle();
  useNavigationScroll();
  return (
    <div className="sc-layout">
      <SiteHeader />
      <main id="main" className="sc-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
