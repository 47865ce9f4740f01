import { ListPage } from '@condo/shared/ui';
import { suppressionListPage } from './list';

/** Spec part 2, Suppression list (`/condos/:id/suppression`). */
export function SuppressionScreen() {
  return <ListPage page={suppressionListPage} />;
}
