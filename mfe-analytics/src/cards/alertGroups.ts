// Spec part 3 §7 "Alert group lookup": the two vehicle alert cards address their alert group by id, found by name.
import { api, type CallOptions } from '@condo/shared';

export type AlertGroupName = 'Over Stay' | 'Unauthorized';

/** One lookup per condo and page life: the groups are the same for every card and every range. */
const lookups = new Map<string, Promise<Map<string, number>>>();

/** The id of the alert group named `name` (the API's `GET /api/v1/alert_groups`; spec §3 "Alert group"). */
export async function alertGroupIdOf(name: AlertGroupName, options: CallOptions = {}): Promise<number> {
  const key = options.condo ?? '';
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = api.alertGroups
      .list({ condo: options.condo })
      .then(({ data }) => new Map(data.map((group) => [group.name, group.id])));
    lookups.set(key, lookup);
    // A failed lookup is not kept: the next card or a Retry asks again.
    lookup.catch(() => lookups.delete(key));
  }
  const id = (await lookup).get(name);
  if (id === undefined) throw new Error(`The alert group "${name}" does not exist`);
  return id;
}

/** For tests: forget the groups looked up. */
export const forgetAlertGroups = () => lookups.clear();
