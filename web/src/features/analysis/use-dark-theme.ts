import { Classes } from '@blueprintjs/core';
import { useEffect, useState } from 'react';

/** True while the console draws its dark theme (the body's Blueprint dark class). */
export function useDarkTheme(): boolean {
  const read = () => document.body.classList.contains(Classes.DARK);
  const [dark, setDark] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(read()));
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
