import { Classes } from '@blueprintjs/core';
import { useEffect, useState } from 'react';

const isDark = () => document.body.classList.contains(Classes.DARK);

/** True while the console draws its dark theme (the body's Blueprint dark class). */
export function useDarkTheme(): boolean {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
