/**
 * Every navigation starts at the top of the page (spec 2). Keyed on the location key, not the
 * path, so a click on the link of the page already shown scrolls up too.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function ScrollToTop() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger: every navigation scrolls up.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [key]);
  return null;
}
