import type { ReportContext, ReportRange } from '@condo/report-kit';
import { api } from '@condo/shared';
import { useEffect, useMemo, useState } from 'react';

export interface CondoDetails {
  name: string;
  logoUrl?: string | undefined;
  serviceUrl?: string | undefined;
}

// Spec part 3 §7: the condo's details are fetched once and kept; a report's cover and links read them.
const stored = (alias: string) => `${alias}_condo_details`;

function readStored(alias: string): CondoDetails | undefined {
  try {
    const text = localStorage.getItem(stored(alias));
    return text ? (JSON.parse(text) as CondoDetails) : undefined;
  } catch {
    return undefined;
  }
}

/** The cover's condo name, logo and service URL; the alias until the details arrive (or if they never do). */
export function useReportContext(alias: string, range: ReportRange): ReportContext {
  const [details, setDetails] = useState<CondoDetails | undefined>(() => readStored(alias));
  useEffect(() => {
    let live = true;
    api.condos.get(alias, { silent: true }).then(
      ({ data }) => {
        const next = { name: data.name, logoUrl: data.logo_url || undefined, serviceUrl: data.url_host?.service_ui };
        localStorage.setItem(stored(alias), JSON.stringify(next));
        if (live) setDetails(next);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [alias]);
  // One object while nothing changes: the report is built from it, and a big one is not built on every render.
  return useMemo(
    () => ({ condoName: details?.name ?? alias, logoUrl: details?.logoUrl, serviceUrl: details?.serviceUrl, range }),
    [details, alias, range],
  );
}
