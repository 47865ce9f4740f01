import type { CondoListItem } from '@condo/shared';
import { Button } from '@condo/shared/antd';
import { useNavigate } from 'react-router-dom';
import { rememberCondo } from './rememberCondo';

export const condoDetailsPath = (condo: Pick<CondoListItem, 'alias_name'>) =>
  `/condos/${encodeURIComponent(condo.alias_name)}/details`;

/** Opens the condo: remembers its id, then goes to /condos/{alias_name}/details. */
export function DetailsButton({ condo }: { condo: CondoListItem }) {
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      aria-label={`Details of ${condo.name}`}
      onClick={() => {
        rememberCondo(condo.id);
        navigate(condoDetailsPath(condo));
      }}
    >
      Details
    </Button>
  );
}
