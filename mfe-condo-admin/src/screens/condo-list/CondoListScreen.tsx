import { ListPage } from '@condo/shared/ui';
import { condoListPage } from './list';

/** Spec part 2, Condos list (`/condos`). */
export function CondoListScreen() {
  return <ListPage page={condoListPage} />;
}
