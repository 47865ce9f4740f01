import { PageHeader } from '@condo/shared';

// Scaffold: the screen lands in the next steps of the messaging issue.
export function UserReportsScreen() {
  return <PageHeader title="Reports" />;
}
