import { api, type Condo, useRequest } from '@condo/shared';
import { useMatch, useParams } from 'react-router-dom';

/** The condo alias of `/condos/:id/details`, whether or not the enclosing route names the parameter. */
export function useCondoAlias(): string | undefined {
  const params = useParams();
  const match = useMatch('/condos/:id/details');
  return params.id ?? match?.params.id;
}

export function useCondo(alias: string | undefined) {
  return useRequest<Condo>(async () => {
    if (!alias) throw new Error('No condo in the address');
    return (await api.condos.get(alias)).data;
  }, [alias]);
}
