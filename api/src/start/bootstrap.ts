import { sql } from 'drizzle-orm';
import { syncRoleGroups } from '../access/role-groups';
import { auditOff, installAuditTriggers } from '../audit/triggers';
import { installAccessChangeNotifications } from '../db/access-changes';
import { installActivityRollupTriggers, rebuildActivityRollups, rollupsNeedBackfill } from '../db/activity-rollups';
import { installCondoListItemTriggers } from '../db/condo-list-items';
import type { Database } from '../db/database';
import { installMemberNameTriggers } from '../db/member-names';
import { auditedTables } from '../routes/registry';
import { hasNoDemoActivity, seedDemoActivity } from '../seed/activity/demo';
import { type DemoPasswords, hashDemoPasswords, isDatabaseEmpty, seedDemoData } from '../seed/demo';
import { hasNoAlertTypes, seedDemoAlerts } from '../seed/demo-alerts';
import { hasNoCallLogs, seedDemoCallLogs } from '../seed/demo-call-logs';
import { hasNoWebApps, seedDemoCondoSetup } from '../seed/demo-condos';
import { hasNoDevices, seedDemoDevices } from '../seed/demo-devices';
import { hasNoAlertUsers, seedDemoIdentity } from '../seed/demo-identity';
import { hasNoCondoMessages, seedDemoMessages } from '../seed/demo-messages';
import { hasNoResidents, seedDemoMessagingPeople } from '../seed/demo-messaging-people';
import { hasNoCamGroups, seedDemoPatrols } from '../seed/demo-patrols';
import { seedDemoPeople } from '../seed/demo-people';
import { hasNoSchedulers, seedDemoSchedulers } from '../seed/demo-schedulers';
import { hasNoPublicHolidays, hasNoUnits, seedDemoPublicHolidays, seedDemoUnits } from '../seed/demo-units';

const BOOTSTRAP_LOCK_KEY = 7_260_312;

/**
 * Brings a database up to date on start: migrations, the built-in role groups, and — only into an
 * empty database — the demo data or the first admin. Safe to run from several instances at once.
 */
export async function prepareDatabase(
  database: Database,
  options: { seedDemo: boolean; firstAdminEmail?: string | undefined },
): Promise<{ seeded: boolean }> {
  await database.migrate();
  // Hashing is slow on purpose, so do it outside the transaction and only when a seed is likely.
  const passwords = options.seedDemo && (await isDatabaseEmpty(database.db)) ? await hashDemoPasswords() : undefined;
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    await installAccessChangeNotifications(tx);
    await installAuditTriggers(tx, auditedTables());
    await installMemberNameTriggers(tx);
    await installCondoListItemTriggers(tx);
    await installActivityRollupTriggers(tx);
    if (await rollupsNeedBackfill(tx)) await rebuildActivityRollups(tx);
    await syncRoleGroups(tx);
    // The demo data is not anyone's change.
    await auditOff(tx);
    const seeded = Boolean(passwords) && (await isDatabaseEmpty(tx));
    if (seeded) await seedDemoData(tx, passwords as DemoPasswords);
    // The devices area came later: a data folder seeded before it gets its demo devices now.
    if (options.seedDemo && (await hasNoDevices(tx))) await seedDemoDevices(tx);
    if (options.seedDemo && (await hasNoCondoMessages(tx))) await seedDemoMessages(tx);
    // Likewise the messaging area's residents and suppression list.
    if (options.seedDemo && (await hasNoResidents(tx))) await seedDemoMessagingPeople(tx);
    // So did the messaging area: condos whose only members are the demo accounts get their people, groups, reports.
    if (options.seedDemo) await seedDemoPeople(tx);
    // And the identity area: alert users, and demo accounts added since (condo-admin@demo.condo).
    if (options.seedDemo && (await hasNoAlertUsers(tx))) await seedDemoIdentity(tx);
    // And the alerts area: alert types and alert screens (after the notification groups they name).
    if (options.seedDemo && (await hasNoAlertTypes(tx))) await seedDemoAlerts(tx);
    // And the schedulers (condo administration).
    if (options.seedDemo && (await hasNoSchedulers(tx))) await seedDemoSchedulers(tx);
    // And the condo administration's units (placing the residents in them) and public holidays.
    if (options.seedDemo && (await hasNoUnits(tx))) await seedDemoUnits(tx);
    if (options.seedDemo && (await hasNoPublicHolidays(tx))) await seedDemoPublicHolidays(tx);
    // And the condo set-up: web apps, dashboard tiles and charts, rule groups, ui and service_ui configurations.
    if (options.seedDemo && (await hasNoWebApps(tx))) await seedDemoCondoSetup(tx);
    // And the call logs (site activity), from the residents and the vizitins and kiosks above.
    if (options.seedDemo && (await hasNoCallLogs(tx))) await seedDemoCallLogs(tx);
    // And the site activity (issue #12): 8 weeks per condo that has none, from its units, residents, devices, alert types.
    if (options.seedDemo && (await hasNoDemoActivity(tx))) await seedDemoActivity(tx);
    // And the reports area: the virtual patrol's cam groups with last night's rounds.
    if (options.seedDemo && (await hasNoCamGroups(tx))) await seedDemoPatrols(tx);
    // FIRST_ADMIN_EMAIL: a production install's first account, a super admin who signs in with a mailed code.
    if (options.firstAdminEmail) {
      await tx.execute(sql`
        INSERT INTO admin_users (email, is_super_admin)
        SELECT ${options.firstAdminEmail}, true WHERE NOT EXISTS (SELECT 1 FROM admin_users)`);
    }
    return { seeded };
  });
}
