import { useEffect, useRef, useState } from 'react';

/**
 * Becomes true once the element has come near the viewport (and stays true): what is below the
 * fold loads only when scrolled to. Without IntersectionObserver (tests), at once.
 */
export function useVisibleOnce<T extends Element>(rootMargin = '200px') {
  const ref = useRef<T | null>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  return { ref, visible };
}
