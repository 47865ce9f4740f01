import { useEffect, useState } from 'react';

/** Spec part 2, Dashboard Configuration: 1 column below 750 px, 2 from 750 px, 3 from 1500 px. */
export function columnsFor(width: number): number {
  if (width >= 1500) return 3;
  if (width >= 750) return 2;
  return 1;
}

export function useColumns(): number {
  const [columns, setColumns] = useState(() => columnsFor(window.innerWidth));
  useEffect(() => {
    const onResize = () => setColumns(columnsFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return columns;
}
