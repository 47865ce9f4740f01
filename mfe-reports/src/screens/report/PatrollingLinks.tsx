import { api, useRequest } from '@condo/shared';
import { Card } from '@condo/shared/antd';
import dayjs from 'dayjs';
import { inlineLink } from './JobStatus';

/**
 * The condo's virtual-patrol camera groups, each linking to its printable public Patrolling Report (spec part 3
 * §2.5). Shown only when the list answers: a user without the permission simply does not see it, and neither does
 * one of a backend without `GET /api/v1/cam_groups` (an addition of the reference API; the spec has no such list).
 */
export function PatrollingLinks() {
  const request = useRequest(async () => (await api.camGroups.list({ per_page: 50 }, { silent: true })).data, []);
  if (!request.data?.length) return null;
  return (
    <section aria-label="Patrolling Reports">
      <Card title="Patrolling Reports" size="small" style={{ marginTop: 24 }}>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {request.data.map((group) => (
            <li key={group.id}>
              <a href={group.report_path} target="_blank" rel="noreferrer" style={inlineLink}>
                {group.name}
              </a>{' '}
              ({group.submissions_count} answers
              {group.last_submitted_at ? `, last ${dayjs(group.last_submitted_at).format('DD-MM-YYYY hh:mm a')}` : ''})
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
