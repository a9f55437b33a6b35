import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Every route change scrolls the page to the top (a change of #anchor alone does not). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
