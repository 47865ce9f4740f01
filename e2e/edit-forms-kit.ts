// Issue #26 item 5: every edit form saves what the product stored. The edit forms whose seeded records are opened
// and saved unchanged, and how one record is saved: the full profile saves the first page of each list (or one
// record of each kind the list names) and every group of each document (tests/edit-forms.spec.ts), the spec profile
// one record of each (tests/spec-profile/main-jobs.spec.ts).
// Left out, with no stored record to save unchanged: FMS graphs (the demo holds none), public holidays and the
// suppression list (added and deleted, never edited), units (uploaded), condo details (read-only but for Allow
// Login, whose change is published, not saved), the order of tiles and of FMS fields and a kiosk's current workflow
// (their Save or Make Current waits for a change), SMS (a new message).
import { expect, type Locator, type Page } from '@playwright/test';
import { viewMore } from './tests/devices/devices-support';

/** Condos that no other end-to-end file edits, so an unchanged save never races another test's edit. */
const CONDO = 'sentosa-cove';
/** Orchid Gardens holds the demo's schedulers and alert users besides Marina Bay. */
const SECOND = 'orchid-gardens';

export interface EditableList {
  name: string;
  path: string;
  /** The row opens its form from its Edit button (a device row's click opens its details). */
  editButton?: boolean;
  /** The tab of the page that shows the list. */
  tab?: string;
  /**
   * The rows are console accounts, members of this condo: what signs them in (e-mail, role group, status) is
   * read from the API before and after, and must not change.
   */
  accountsOf?: string;
  /** The rows to save, by a cell's text: one of each kind the demo holds, where the first page misses some. */
  rows?: string[];
}

export const editableLists: EditableList[] = [
  { name: 'Users', path: `/condos/${CONDO}/users` },
  { name: 'Bots', path: `/condos/${CONDO}/users?tab=bots` },
  { name: 'Notifications', path: `/condos/${CONDO}/notifications` },
  { name: 'Reports', path: `/condos/${CONDO}/reports` },
  { name: 'Web Apps', path: `/condos/${CONDO}/web-apps?view=list` },
  { name: 'Schedulers', path: `/condos/${SECOND}/schedulers` },
  { name: 'Alert Users', path: `/condos/${SECOND}/alert-users` },
  { name: 'Alert Types', path: `/condos/${CONDO}/alert-types` },
  { name: 'Alert Screen', path: `/condos/${CONDO}/presentations` },
  { name: 'Cameras', path: `/condos/${CONDO}/devices?tab=camera`, editButton: true },
  { name: 'Kiosks', path: `/condos/${CONDO}/devices?tab=kiosk`, editButton: true },
  { name: 'Vizitins', path: `/condos/${CONDO}/devices?tab=vizitin`, editButton: true },
  { name: 'Dashboard Tiles', path: `/condos/${CONDO}/configuration`, editButton: true, tab: 'Tiles' },
  {
    name: 'Dashboard Charts & Tables',
    path: `/condos/${CONDO}/configuration`,
    editButton: true,
    tab: 'Charts & Tables',
  },
  // The condo's fields are the defaults the product stores on the form's first read: one of each question type,
  // protected or not, with options or with people for options, drawn from one incident field or two.
  {
    name: 'FMS Incident Fields',
    path: `/condos/${CONDO}/fms-configs`,
    editButton: true,
    rows: [
      'Incident Type',
      'Incident Date',
      'Incident Time',
      'Location',
      'Employee Name',
      'Security implications',
      'Status',
      'Description',
      'Attachment',
      'Action Taken',
    ],
  },
  {
    name: 'FMS Incident Report',
    path: `/condos/${CONDO}/fms-configs?tab=report`,
    editButton: true,
    rows: ['What happened', 'When', 'Status', 'Attachments'],
  },
  // The accounts of Sentosa Cove's people (some with a Slack name, some without), and the demo accounts the other
  // tests sign in as (the super admin, members of one condo and of two); no test edits either.
  { name: 'Admin Users', path: `/admin-user?query=%40${CONDO}.demo`, accountsOf: CONDO },
  { name: 'Admin Users (demo accounts)', path: '/admin-user?query=%40demo.condo', accountsOf: 'marina-bay' },
];

/** Opens the form of `row`, saves it unchanged, and waits for the form to close. */
async function saveRowUnchanged(page: Page, row: Locator, editButton = false) {
  const label = ((await row.textContent()) ?? '').replace(/\s+/g, ' ').slice(0, 60);
  if (editButton) await row.getByRole('button', { name: /^Edit / }).click();
  else await row.click();
  const form = page.getByRole('dialog').last();
  await expect(form, `the form of “${label}” opens`).toBeVisible();
  const save = form.getByRole('button', { name: /^(Save|Update)$/ });
  await expect(save, `the form of “${label}” has loaded`).toBeEnabled();
  await save.click();
  await expect(form, `“${label}” saved unchanged`).toBeHidden();
  await expectNoComplaint(page);
}

/** No field says it is wrong and no error was announced. */
async function expectNoComplaint(page: Page) {
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await expect(page.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
}

/**
 * How many records of a list are saved: `page`, the first page up to eight (or every row the list names), on the
 * full profile; `one`, its first, on the spec profile.
 */
export type Extent = 'page' | 'one';
const PAGE_ROWS = 8;

/** The rows of `list` to save, to `extent`. */
async function rowsToSave(page: Page, list: EditableList, extent: Extent): Promise<Locator[]> {
  const rows = page.locator('.ant-table-row:visible');
  await expect(rows.first()).toBeVisible();
  const named = list.rows?.map((name) => rows.filter({ has: page.getByRole('cell', { name, exact: true }) }));
  const all = named ?? Array.from({ length: Math.min(await rows.count(), PAGE_ROWS) }, (_, index) => rows.nth(index));
  return extent === 'one' ? all.slice(0, 1) : all;
}

/** The API of the stack under test, as the super admin calls it. */
export interface StackApi {
  url: string;
  token: string;
}

/**
 * Saves the records of `list` unchanged, to `extent`, the page being at its path. For a list of accounts, their
 * e-mail, role group and status are the same afterwards, in the list and in the API.
 */
export async function saveListUnchanged(page: Page, list: EditableList, extent: Extent, api: StackApi) {
  if (list.tab) await page.getByRole('tab', { name: list.tab, exact: true }).click();
  const rows = await rowsToSave(page, list, extent);
  const saveAll = async () => {
    for (const row of rows) await saveRowUnchanged(page, row, list.editButton);
  };
  if (!list.accountsOf) return saveAll();

  const listed = await accountRows(page, rows.length);
  const emails = listed.map((cells) => cells[0] as string);
  const before = await membersOf(api, list.accountsOf, emails);
  expect(before, 'every account saved is a member of the condo').toHaveLength(emails.length);
  await saveAll();
  await expect.poll(() => accountRows(page, rows.length)).toEqual(listed);
  expect(await membersOf(api, list.accountsOf, emails)).toEqual(before);
}

/** The first rows' cells but the last login, which moves on as other tests sign in. */
async function accountRows(page: Page, count: number) {
  const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const lastLogin = headers.indexOf('Last Login');
  expect(lastLogin, 'the list of accounts shows the last login').toBeGreaterThan(0);
  const rows = await page
    .locator('.ant-table-row:visible')
    .evaluateAll((all) => all.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
  return rows.slice(0, count).map((cells) => cells.filter((_, index) => index !== lastLogin));
}

/** `e-mail role group status` of each of these accounts in `condo`, as the API lists its members. */
async function membersOf(api: StackApi, condo: string, emails: string[]) {
  const wanted = new Set(emails);
  const found: string[] = [];
  const perPage = 500;
  for (let page = 1; found.length < wanted.size; page++) {
    const answer = await fetch(
      `${api.url}/tenants/${condo}/api/v1/users?order=first_name&page=${page}&per_page=${perPage}`,
      { headers: { Authorization: `JWT ${api.token}` } },
    );
    expect(answer.status, `the members of ${condo}`).toBe(200);
    const body = (await answer.json()) as {
      data: { email: string; status: string; role_group: { name: string } }[];
      total_entries: number;
    };
    for (const user of body.data)
      if (wanted.has(user.email)) found.push(`${user.email} ${user.role_group.name} ${user.status}`);
    if (page * perPage >= body.total_entries || body.data.length === 0) break;
  }
  return found.sort();
}

/**
 * Forms that save a whole document rather than a row. Each group of grouped settings opens with its Edit and closes
 * with its Save, unchanged; a document with a Submit of its own (a device's workflow, the parking offsets) is then
 * submitted as it is.
 */
export interface DocumentForm {
  name: string;
  path: string;
  tab?: string;
  /** Opens the drawer holding the document: its Submit, and what shows that the document was saved. */
  open?: (page: Page) => Promise<{ scope: Locator; submit: Locator; saved: () => Promise<void> }>;
}

const drawerTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

export const documentForms: DocumentForm[] = [
  { name: 'Dashboard Rules', path: `/condos/${CONDO}/configuration`, tab: 'Rules' },
  { name: 'Dashboard Ui Config', path: `/condos/${CONDO}/configuration`, tab: 'Ui Config' },
  { name: 'Dashboard Service Ui Config', path: `/condos/${CONDO}/configuration`, tab: 'Service Ui Config' },
  {
    // The demo's v2 vizitin: its workflow is a settings document.
    name: 'Device workflow',
    path: `/condos/${CONDO}/devices?tab=vizitin`,
    open: async (page) => {
      const drawer = drawerTitled(page, 'Device workflow');
      await viewMore(page, 'Tower B Entrance', 'Workflow', drawer);
      return {
        scope: drawer,
        submit: drawer.getByRole('button', { name: 'Save', exact: true }),
        saved: () => expect(page.locator('.ant-notification-notice-success')).toBeVisible(),
      };
    },
  },
  {
    // The condo's time slots, which the product stores on their first read.
    name: 'Vehicle parking offsets',
    path: `/condos/${CONDO}/analytics?tab=vehicle-parking`,
    open: async (page) => {
      await expect(page.getByRole('table', { name: 'Offset per time slot' }).getByRole('row').nth(1)).toBeAttached();
      await page.getByRole('button', { name: 'Edit' }).click();
      const drawer = drawerTitled(page, 'Edit vehicle offsets');
      await expect(drawer.getByRole('spinbutton').first()).toBeVisible();
      return {
        scope: drawer,
        submit: drawer.getByRole('button', { name: 'Submit', exact: true }),
        saved: () => expect(drawer).toBeHidden(),
      };
    },
  },
];

/** Saves each group of `form` unchanged, the page being at its path, then submits the document if it has a Submit. */
export async function saveDocumentUnchanged(page: Page, form: DocumentForm) {
  if (form.tab) await page.getByRole('tab', { name: form.tab, exact: true }).click();
  const document = form.open ? await form.open(page) : undefined;
  const scope = document?.scope ?? page.getByRole('tabpanel', { name: form.tab });
  const edits = scope.getByRole('button', { name: /^Edit / });
  // Loaded: a document's Submit waits for it; grouped settings show their groups.
  if (document) await expect(document.submit).toBeEnabled();
  else await expect(edits.first()).toBeVisible();
  const groups = (await edits.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map(
    (label) => label.replace(/^Edit /, ''),
  );
  for (const group of groups) {
    await scope.getByRole('button', { name: `Edit ${group}`, exact: true }).click();
    await scope.getByRole('button', { name: `Save ${group}`, exact: true }).click();
    await expect(scope.getByRole('button', { name: `Edit ${group}`, exact: true }), `${group} saved`).toBeVisible();
    await expectNoComplaint(page);
  }
  if (document) {
    await document.submit.click();
    await document.saved();
    await expectNoComplaint(page);
  }
}
